export default function AuthScreen() {
  return (
    <main>
      <h1>Welcome</h1>
    </main>
  );
}
