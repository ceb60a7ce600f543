//! As palavras da janela do Como jogar, em português do Brasil.

use super::Entries;

pub const PT: Entries = Entries {
    help_back_to_game: "Voltar ao jogo",
    help_loading: "Carregando as regras…",
    help_failed: "Não foi possível carregar as regras: verifique a conexão, depois feche e abra o Como jogar de novo.",
};
