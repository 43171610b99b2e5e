export default function LoginPage() {
  return <h1 className="text-2xl font-bold">Intranet Ràdio Portbou</h1>;
}
