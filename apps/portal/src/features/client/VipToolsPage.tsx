export default function VipToolsPage() {
  return (
    <main>
      <h1>VIP Tools</h1>
    </main>
  );
}
