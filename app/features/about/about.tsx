import { Link } from "react-router";
import { pageMeta } from "~/shared/ui/seo";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Sobre nós",
    description: "Nossa missão: ajudar famílias brasileiras a guardar e compartilhar a memória de quem amam.",
    path: "/sobre-nos",
  });

export default function About() {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl">Sobre nós</h1>
      <div className="prose-memorial mt-6 text-lg">
        <p>
          Nascemos de uma convicção simples: ninguém deveria ser esquecido. Quando alguém que amamos parte, ficam as
          histórias, as fotos guardadas em gavetas e celulares, as músicas, os conselhos. Nossa missão é dar a essas
          lembranças um lugar digno, bonito e permanente, ao alcance de toda a família.
        </p>
        <p>
          Cada memorial reúne a biografia, as datas, a árvore genealógica, a galeria de fotos e as homenagens de quem
          visita. Amigos distantes acendem uma vela virtual, deixam uma mensagem ou assinam a lista de presença. No
          cemitério, uma placa de alumínio escovado com QR Code leva qualquer visitante direto à história de quem
          descansa ali.
        </p>
        <p>
          Trabalhamos também ao lado das funerárias, para que a família receba o memorial já no atendimento, sem
          burocracia, num momento em que cada gesto de cuidado faz diferença.
        </p>
        <p>
          Acreditamos em tecnologia silenciosa: páginas leves, que abrem rápido mesmo num celular simples, textos
          claros, respeito à privacidade e nenhuma pressa. Quem chega até aqui está vivendo um dos dias mais difíceis da
          vida, e merece ser tratado com calma e atenção.
        </p>
      </div>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link to="/pacotes" className="btn btn-primary">
          Conhecer os pacotes
        </Link>
        <Link to="/contato" className="btn btn-secondary">
          Fale com a gente
        </Link>
      </div>
    </article>
  );
}
