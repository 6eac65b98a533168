export default function LandingPage() {
  return (
    <main>
      <h1>FitTrack</h1>
    </main>
  );
}
