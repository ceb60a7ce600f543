//! As palavras que todas as páginas compartilham, em português do Brasil:
//! a moldura do site, a troca de idioma, a página inicial.

use super::Entries;
use crate::ui::i18n::numbers::decimal;

pub const PT: Entries = Entries {
    site_title: "Fox & XO",
    document_title: "Fox & XO: dois joguinhos",
    site_tagline: "Dois joguinhos num só navegador: jogue contra o computador ou com alguém neste aparelho.",
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
    ttt_blurb: "Três (ou quatro) em linha, num tabuleiro 3×3 ou 4×4. Jogue com alguém ou contra o computador em três níveis, do fácil ao imbatível.",
    play: "Jogar",
    fd_name: "Raposa & Golfinho",
    fd_blurb: "Raposas numa ilha que encolhe, golfinhos num mar que sobe. Mova-se sempre que a espera deixar e coma o que a maré deixar ao alcance. Jogue com alguém ou contra o computador, em tempo real.",

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
