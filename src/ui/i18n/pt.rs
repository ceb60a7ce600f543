//! Português do Brasil.

use super::{decimal, Catalogue};

pub static PT: Catalogue = Catalogue {
    site_title: "Fox & XO",
    document_title: "Fox & XO: dois joguinhos",
    site_tagline:
        "Dois joguinhos num navegador: jogue contra o computador ou com alguém neste aparelho.",
    all_games: "Todos os jogos",
    back_arrow: "← ",
    new_game: "Novo jogo",
    notices_label: "Sobre este link",
    lang_switch_label: "Idioma",
    lang_name_en: "English",
    lang_name_pt: "Português",
    // ---- How to play ----
    ignored_lang: |value| {
        format!("Ignorado lang={value}: o idioma deve ser en ou pt; usando o padrão.")
    },
    tenths: |tenths| decimal(tenths, ','),
    // ---- How to play (templates) ----
};
