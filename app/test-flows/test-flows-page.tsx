export function TestFlowsPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 pt-topbar">
      <h1 className="py-10 text-4xl font-bold">Test Flows Dashboard</h1>
    </div>
  );
}
