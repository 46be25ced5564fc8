const SECTION_IDS = ["hero", "wallet", "social", "esims", "vpns", "faq"];

export function LandingPage() {
  return (
    <div>
      {SECTION_IDS.map((id) => (
        <section key={id} id={id} className="min-h-dvh pt-topbar">
          <h2 className="text-4xl font-bold">{id}</h2>
        </section>
      ))}
    </div>
  );
}
