//! As palavras que todas as páginas compartilham, em português do Brasil:
//! a moldura do site, a troca de idioma, a página inicial.

use super::Entries;
use crate::ui::i18n::numbers::decimal;

pub const PT: Entries = Entries {
    site_title: "Fox & XO",
    document_title: "Fox & XO: dois joguinhos",
    site_tagline: "Dois joguinhos num só navegador: jogue contra o computador, com alguém neste aparelho ou com alguém online.",
    all_games: "Todos os jogos",
    back_arrow: "← ",
    new_game: "Novo jogo",
    notices_label: "Sobre este link",
    crash_message: "Algo deu errado. Recarregue a página.",
    lang_switch_label: "Idioma",
    lang_name_en: "English",
    lang_name_pt: "Português",

    games_heading: "Escolha um jogo",
    ttt_name: "Jogo da velha",
    ttt_art: "✕○",
    ttt_blurb: "Marquem casas à vez: complete uma linha, coluna ou diagonal (três no 3×3, quatro no 4×4) para ganhar. Jogue contra o computador em três níveis, de 1 (fácil) a 3 (imbatível), com alguém neste aparelho ou com alguém online.",
    play: "Jogar",
    fd_name: "Raposa & Golfinho",
    fd_blurb: "Raposas numa ilha, golfinhos no mar e uma maré que não para de mover a costa. Sem turnos: os dois lados jogam ao mesmo tempo, e cada um come os animais do outro que a maré deixa ao alcance. Jogue contra o computador nos níveis de 1 (o mais fácil) a 21, com alguém neste aparelho ou com alguém online.",

    daily_name: "Jogo do dia",
    daily_art: "☀",
    daily_blurb: "Uma ilha de Raposa & Golfinho por dia, a mesma para todos, contra um nível que sobe ao longo da semana. Vença dia após dia para fazer uma sequência.",
    online_play: "Jogar online",
    online_seek_play: "Jogar com alguém agora",


    howto: "Como jogar",
    howto_ttt_title: "Como jogar o jogo da velha",
    howto_fd_title: "Como jogar Raposa & Golfinho",
    ignored_lang: |value| {
        format!("Ignorado lang={value}: o idioma deve ser en ou pt; usando o padrão.")
    },
    tenths: |tenths| decimal(tenths, ','),
};
