import { BookHeart, Camera, Flame, Music, QrCode, TreePine } from "~/shared/ui/icons";
import { Link, useRouteLoaderData } from "react-router";
import { CemeteriesNearYou, CemeteryCarousel } from "~/features/cemeteries";
import { loadCemeterySections } from "~/features/cemeteries/index.server";
import { LocationNote, LocationPrompt } from "~/features/location";
import { visitorLocation } from "~/features/location/index.server";
import { PlanGrid } from "~/features/plans";
import { MemoriesSection } from "~/features/profile-search";
import { loadMemoriesSection } from "~/features/profile-search/index.server";
import { listPlans } from "~/features/plans/index.server";
import type { RootData, RouteHandle } from "~/shared/ui/root-data";
import { whatsappUrl } from "~/shared/ui/shell/footer";
import { pageMeta } from "~/shared/ui/seo";
import type { Route } from "./+types/home";

export const handle: RouteHandle = { clouds: true, enhance: ["carousel", "location"] };

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const [plans, cemeteries, memories] = await Promise.all([
    listPlans(),
    loadCemeterySections(request),
    loadMemoriesSection(request, url.searchParams.get("memorias")),
  ]);
  return { plans, cemeteries, memories, location: visitorLocation(request) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Memoriais online para lembrar de quem você ama",
    description:
      "Crie um memorial online com biografia, fotos, árvore genealógica e placa com QR Code para o túmulo. Amigos e família acendem velas e deixam mensagens.",
    path: "/",
  });

const FEATURES = [
  {
    Icon: BookHeart,
    title: "Biografia e história de vida",
    text: "Conte quem a pessoa foi: as datas, a cidade natal, a profissão, a fé e as histórias que a família guarda.",
  },
  {
    Icon: Camera,
    title: "Galeria de fotos",
    text: "Reúna as fotografias de uma vida inteira num só lugar, com acesso fácil para toda a família.",
  },
  {
    Icon: TreePine,
    title: "Árvore genealógica",
    text: "Registre os laços de família: pais, filhos, netos, irmãos e todos que fizeram parte da história.",
  },
  {
    Icon: Flame,
    title: "Velas e mensagens",
    text: "Quem visita pode acender uma vela virtual, deixar uma mensagem ou compartilhar uma lembrança.",
  },
  {
    Icon: QrCode,
    title: "Placa com QR Code",
    text: "Uma placa de alumínio escovado no túmulo leva quem visita o cemitério direto ao memorial.",
  },
  {
    Icon: Music,
    title: "Playlist de homenagem",
    text: "As músicas que marcaram a vida de quem partiu, reunidas numa playlist para ouvir e lembrar.",
  },
];

const STEPS = [
  {
    title: "Crie o memorial",
    text: "Preencha os dados, escreva a biografia e escolha as fotos. Leva poucos minutos e pode ser feito aos poucos.",
  },
  {
    title: "Compartilhe o link",
    text: "Envie pelo WhatsApp para a família e os amigos, ou deixe a placa com QR Code no túmulo.",
  },
  {
    title: "Receba homenagens",
    text: "Velas, mensagens e lembranças chegam de qualquer lugar, e a lista de presença guarda quem passou por lá.",
  },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<RootData>("root");
  const partnerChat = root?.site.whatsappNumber
    ? whatsappUrl(root.site.whatsappNumber, "Olá! Represento uma funerária e gostaria de ser parceira.")
    : "/contato";
  return (
    <>
      <section aria-labelledby="hero-title" className="px-4 pt-14 pb-16 text-center sm:pt-20">
        <h1 id="hero-title" className="mx-auto max-w-3xl text-3xl leading-tight sm:text-5xl">
          Um lugar para lembrar de quem você ama
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-ink-soft">
          Crie um memorial online com a história, as fotos e as homenagens de quem partiu. Família e amigos podem
          acender velas, deixar mensagens e visitar de qualquer lugar, inclusive pelo QR Code no túmulo.
        </p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Link to="/register" className="btn btn-primary w-full sm:w-auto">
            Criar acesso
          </Link>
          <Link to="/pacotes" className="btn btn-secondary w-full sm:w-auto">
            Conhecer os pacotes
          </Link>
        </div>
      </section>

      <div className="px-4">
        <div className="mx-auto max-w-6xl">
          {loaderData.location ? (
            <LocationNote location={loaderData.location} redirectTo="/" />
          ) : (
            <LocationPrompt redirectTo="/" />
          )}
        </div>
      </div>
      <CemeteryCarousel cemeteries={loaderData.cemeteries.carousel} />
      <CemeteriesNearYou cemeteries={loaderData.cemeteries.near} seeAll={loaderData.cemeteries.carousel.length === 0} />
      <MemoriesSection data={loaderData.memories} />

      <section aria-labelledby="features-title" className="bg-white px-4 py-16">
        <div className="mx-auto max-w-6xl">
          <h2 id="features-title" className="text-center text-2xl sm:text-3xl">
            Tudo o que uma memória merece
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {FEATURES.map(({ Icon, title, text }) => (
              <li key={title} className="rounded-2xl border border-sky-200 bg-sky-50 p-6">
                <Icon className="h-7 w-7 text-sky-700" aria-hidden="true" />
                <h3 className="mt-3 text-lg">{title}</h3>
                <p className="mt-2 text-ink-soft">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="comfort-title" className="bg-warm-100 px-4 py-16">
        <div className="mx-auto max-w-3xl text-center">
          <h2 id="comfort-title" className="text-2xl sm:text-3xl">
            Conforto para os dias difíceis
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-ink-soft">
            A saudade não tem prazo. Um memorial dá à família um lugar para voltar sempre que quiser: para reler uma
            mensagem, rever uma foto, acender uma vela no aniversário. E mostra, em cada homenagem, que ninguém
            atravessa o luto sozinho.
          </p>
          <Link to="/blog" className="btn btn-secondary mt-6">
            Ler textos de apoio no blog
          </Link>
        </div>
      </section>

      <section aria-labelledby="partners-title" className="bg-sky-800 px-4 py-16 text-white">
        <div className="mx-auto flex max-w-5xl flex-col items-center gap-6 text-center">
          <h2 id="partners-title" className="text-2xl text-white sm:text-3xl">
            Para funerárias parceiras
          </h2>
          <p className="max-w-2xl text-lg text-sky-100">
            Ofereça às famílias um memorial online já no atendimento. Com o cadastro de parceiro, sua equipe cria o
            perfil em poucos passos no balcão, paga com o saldo da carteira e entrega à família o acesso e a placa com
            QR Code.
          </p>
          <a
            href={partnerChat}
            {...(partnerChat.startsWith("http") ? { target: "_blank", rel: "noopener noreferrer" } : {})}
            className="btn bg-white text-sky-800 hover:bg-sky-50"
          >
            Quero ser parceiro
          </a>
        </div>
      </section>

      <section aria-labelledby="intro-title" className="bg-white px-4 py-16">
        <div className="mx-auto max-w-5xl">
          <h2 id="intro-title" className="text-center text-2xl sm:text-3xl">
            Como funciona o memorial
          </h2>
          <ol className="mt-10 grid gap-6 sm:grid-cols-3">
            {STEPS.map((step, index) => (
              <li key={step.title} className="rounded-2xl border border-sky-200 p-6">
                <span
                  className="flex h-9 w-9 items-center justify-center rounded-full bg-sky-700 font-semibold text-white"
                  aria-hidden="true"
                >
                  {index + 1}
                </span>
                <h3 className="mt-3 text-lg">{step.title}</h3>
                <p className="mt-2 text-ink-soft">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="plans-title" className="px-4 py-16">
        <div className="mx-auto max-w-6xl">
          <h2 id="plans-title" className="text-center text-2xl sm:text-3xl">
            Escolha o pacote do memorial
          </h2>
          <div className="mt-10">
            <PlanGrid plans={loaderData.plans} signedIn={Boolean(root?.user)} />
          </div>
        </div>
      </section>
    </>
  );
}
