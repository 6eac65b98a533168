/** A route whose screen a later issue builds: its title, so navigation and guards can be used now. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <main className="mx-auto w-full max-w-6xl p-4 md:p-6">
      <h1 className="text-2xl font-bold md:text-3xl">{title}</h1>
    </main>
  );
}
