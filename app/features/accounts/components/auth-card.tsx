/** The calm card every sign-in screen sits in, over the cloud background. */
export function AuthCard({ title, intro, children }: { title: string; intro?: string; children: React.ReactNode }) {
  return (
    <div className="px-4 py-10 sm:py-16">
      <div className="mx-auto w-full max-w-md rounded-2xl bg-white p-6 shadow-lg sm:p-8">
        <h1 className="text-2xl">{title}</h1>
        {intro && <p className="mt-2 text-ink-soft">{intro}</p>}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}
