//! Jogo da velha, em português do Brasil.
//!
//! Os nomes acessíveis das casas têm a mesma forma que em inglês
//! (`Linha 2, coluna 3, vazia`), com as palavras daqui.

use super::{mark, Entries};
use crate::rules::tictactoe::{MAX_SIZE, MIN_SIZE};
use crate::ui::i18n::plural_pt as plural;

pub const PT: Entries = Entries {

    ttt_draw: "Empate",
    ttt_you_win: "Você ganhou",
    ttt_you_lose: "Você perdeu",
    ttt_board_label: "Tabuleiro do jogo da velha",
    ttt_settings: "Configurações",
    ttt_size: "Tabuleiro",
    ttt_opponent: "Adversário",
    ttt_first: "Quem começa",
    ttt_you: "Você joga com",
    ttt_hint: "Dica",
    ttt_undo: "Desfazer",
    ttt_score: "Placar",
    ttt_keys_help: "As setas movem entre as casas; Enter ou Espaço joga.",
    ttt_friend: "Alguém neste aparelho",
    ttt_watch: "Computador contra computador",
    ttt_score_you: "Você",
    ttt_score_computer: "Computador",
    ttt_score_draws: "Empates",
    ttt_share: "Compartilhar este jogo",
    ttt_share_help: "Este link abre o replay do jogo, jogada por jogada.",
    ttt_share_link: "Link para este jogo",
    ttt_copy: "Copiar",
    ttt_copied: "Link copiado.",
    ttt_copy_refused: "Este navegador não deixou copiar: o link está selecionado, copie-o do campo.",
    ttt_replay: "Replay de um jogo compartilhado",
    ttt_replay_first: "Início",
    ttt_replay_previous: "Anterior",
    ttt_replay_next: "Próxima",
    ttt_replay_last: "Fim",
    ttt_replay_steps: "Percorrer o jogo",
    ttt_replay_keys_help: "As setas para a esquerda e para a direita percorrem as jogadas; Home e End vão para cada ponta.",
    ttt_replay_moves: "Jogadas",
    ttt_replay_start: "O tabuleiro vazio, antes da primeira jogada.",
    ttt_replay_new_game: "Novo jogo com esta configuração",
    ttt_online_entry_help: "Jogar online: você joga com a marca escolhida em \"Você joga\" e um convidado em outro aparelho fica com a outra; quem vier depois assiste. Sem servidor: o seu navegador roda o jogo.",
    ttt_watching: "O computador joga pelos dois lados: escolha outro adversário para jogar.",
    ttt_nothing_to_undo: "Nada para desfazer: não tem nenhuma jogada para voltar atrás.",
    ttt_level_easy: "Computador: 1 · Fácil",
    ttt_level_strategy: "Computador: 2 · Estratégia",
    ttt_level_perfect: "Computador: 3 · Perfeito",

    ttt_wins: |p| format!("{} vence", mark(p)),
    ttt_turn: |p| format!("Vez de {}", mark(p)),
    ttt_your_turn: |p| format!("Sua vez ({})", mark(p)),
    ttt_computer_thinking: |p| format!("O computador ({}) está pensando…", mark(p)),
    ttt_move_off_board: |row, col, size| {
        format!("Não existe linha {}, coluna {} num tabuleiro {size}×{size}.", row + 1, col + 1)
    },
    ttt_move_occupied: |row, col| {
        format!("A casa da linha {}, coluna {} já está ocupada.", row + 1, col + 1)
    },
    ttt_move_not_your_turn: |mark| format!("É a vez de {mark}."),
    ttt_move_game_over: "O jogo acabou.",
    ttt_moves_empty: "a lista de jogadas está vazia",
    ttt_moves_too_long: |size, limit| {
        format!("um jogo {size}×{size} cabe em no máximo {limit} caracteres")
    },
    ttt_moves_too_many: |size| format!("um jogo {size}×{size} tem no máximo {} jogadas", size * size),
    ttt_moves_missing: |number| format!("falta a jogada {number}"),
    ttt_moves_garbage: |number, found| format!(
        "a jogada {number} é “{found}”, que não é número de casa nem par (linha, coluna)"
    ),
    ttt_moves_unknown_cell: |number, token, size| format!(
        "a jogada {number} é {token}, que não é casa do tabuleiro {size}×{size}: as casas vão de 1 a {} ou de (1,1) a ({size},{size})",
        size * size
    ),
    ttt_moves_repeated: |number, token, earlier| {
        format!("a jogada {number} é {token}, casa já ocupada na jogada {earlier}")
    },
    ttt_moves_after_win: |number, winner, won_at| format!(
        "{winner} venceu na jogada {won_at}, onde o play do VDM para, então a jogada {number} vem depois do fim do jogo"
    ),
    ttt_moves_bad_size: || format!("o tamanho do tabuleiro deve ser {MIN_SIZE} ou {MAX_SIZE}"),
    ttt_moves_refused: |number, why| format!("a jogada {number} foi recusada: {why}"),
    ttt_size_choice: |size| format!("{size} × {size}"),
    ttt_mark: mark,
    ttt_cell: |row, col, holds| format!("Linha {}, coluna {}, {holds}", row + 1, col + 1),
    ttt_cell_empty: "vazia",
    ttt_hint_shown: |row, col| format!("Dica: linha {}, coluna {}", row + 1, col + 1),
    ttt_said_played: |p, row, col, computer| {
        let (who, row, col) = (mark(p), row + 1, col + 1);
        if computer {
            format!("O computador jogou {who} na linha {row}, coluna {col}.")
        } else {
            format!("{who} jogou na linha {row}, coluna {col}.")
        }
    },
    ttt_replay_step: |step, total| format!("Jogada {step} de {total}"),
    ttt_replay_played: |p, row, col, number| {
        let (who, row, col) = (mark(p), row + 1, col + 1);
        format!("{who} jogou na linha {row}, coluna {col} (casa {number}).")
    },
    ttt_replay_entry: |index, p, number| format!("{}. {} {number}", index + 1, mark(p)),
    ttt_replay_entry_name: |index, p, row, col, number| {
        let (entry, who, row, col) = (index + 1, mark(p), row + 1, col + 1);
        format!("{entry}. {who} {number}: linha {row}, coluna {col}")
    },
    ttt_replay_verdict: |total, verdict| {
        let moves = if plural(total as u64, "one", "many") == "one" {
            format!("desta {total} jogada")
        } else {
            format!("destas {total} jogadas")
        };
        format!("Play do VDM {moves}: {verdict}.")
    },
    ttt_replay_won_at: |mark, at| {
        format!("{mark} vence; o jogo para na jogada {at}, a primeira vitória")
    },
    ttt_replay_won: |mark| format!("{mark} vence"),
    ttt_replay_draw: "EMPATE; todas as casas estão ocupadas e ninguém fez uma linha",
    ttt_replay_unfinished: "INACABADO; ninguém fez uma linha e ainda há casas vazias",
    ttt_reason_size: || format!("o tamanho do tabuleiro deve ser {MIN_SIZE} ou {MAX_SIZE}"),
    ttt_reason_opponent: "o adversário deve ser easy, strategy, perfect, friend ou computer",
    ttt_reason_mark: "a marca deve ser x ou o",
};
