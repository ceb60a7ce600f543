//! Jogo da velha, em português do Brasil.
//!
//! Os nomes acessíveis das casas têm a mesma forma que em inglês
//! (`Linha 2, coluna 3, vazia`), com as palavras daqui.

use super::{mark, Entries};
use crate::rules::tictactoe::notation::{MovesError, RulesError};
use crate::rules::tictactoe::{
    MoveError as TttMoveError, Outcome as TttOutcome, MAX_SIZE, MIN_SIZE,
};
use crate::ui::i18n::plural_pt as plural;

fn ttt_move_error(error: &TttMoveError) -> String {
    match error {
        TttMoveError::OffBoard { cell, size } => format!(
            "Não existe linha {}, coluna {} num tabuleiro {size}×{size}.",
            cell.row + 1,
            cell.col + 1
        ),
        TttMoveError::Occupied(cell) => format!(
            "A casa da linha {}, coluna {} já está ocupada.",
            cell.row + 1,
            cell.col + 1
        ),
        TttMoveError::NotYourTurn(turn) => format!("É a vez de {}.", mark(*turn)),
        TttMoveError::GameOver => "O jogo acabou.".to_owned(),
    }
}

fn moves_reason(error: &MovesError) -> String {
    match error {
        MovesError::Empty => "a lista de jogadas está vazia".to_owned(),
        MovesError::TooLong { size, limit } => {
            format!("um jogo {size}×{size} cabe em no máximo {limit} caracteres")
        }
        MovesError::TooMany { size } => {
            format!("um jogo {size}×{size} tem no máximo {} jogadas", size * size)
        }
        MovesError::Garbage { number, found } if found.is_empty() => {
            format!("falta a jogada {number}")
        }
        MovesError::Garbage { number, found } => format!(
            "a jogada {number} é “{found}”, que não é número de casa nem par (linha, coluna)"
        ),
        MovesError::UnknownCell {
            number,
            token,
            size,
        } => format!(
            "a jogada {number} é {token}, que não é casa do tabuleiro {size}×{size}: as casas vão de 1 a {} ou de (1,1) a ({size},{size})",
            size * size
        ),
        MovesError::Repeated {
            number,
            token,
            earlier,
        } => format!("a jogada {number} é {token}, casa já ocupada na jogada {earlier}"),
        MovesError::AfterWin {
            number,
            winner,
            won_at,
        } => format!(
            "{} venceu na jogada {won_at}, onde o play do VDM para, então a jogada {number} vem depois do fim do jogo",
            mark(*winner)
        ),
        MovesError::Refused(RulesError::Size(_)) => {
            format!("o tamanho do tabuleiro deve ser {MIN_SIZE} ou {MAX_SIZE}")
        }
        MovesError::Refused(RulesError::Move { number, error }) => {
            let why = ttt_move_error(error);
            format!("a jogada {number} foi recusada: {}", why.trim_end_matches('.'))
        }
    }
}

pub const PT: Entries = Entries {

    ttt_draw: "Empate",
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
    ttt_level_easy: "Computador: fácil",
    ttt_level_strategy: "Computador: estratégia",
    ttt_level_perfect: "Computador: perfeito",

    ttt_wins: |p| format!("{} vence", mark(p)),
    ttt_turn: |p| format!("Vez de {}", mark(p)),
    ttt_your_turn: |p| format!("Sua vez ({})", mark(p)),
    ttt_computer_thinking: |p| format!("O computador ({}) está pensando…", mark(p)),
    ttt_move_error,
    ttt_moves_error: moves_reason,
    ttt_size_choice: |size| format!("{size} × {size}"),
    ttt_mark: mark,
    ttt_cell_name: |row, col, player| match player {
        Some(p) => format!("Linha {}, coluna {}, {}", row + 1, col + 1, mark(p)),
        None => format!("Linha {}, coluna {}, vazia", row + 1, col + 1),
    },
    ttt_hint_shown: |row, col| format!("Dica: linha {}, coluna {}", row + 1, col + 1),
    ttt_replay_step: |step, total| format!("Jogada {step} de {total}"),
    ttt_replay_played: |p, row, col, number| {
        format!(
            "{} jogou na linha {}, coluna {} (casa {number}).",
            mark(p),
            row + 1,
            col + 1
        )
    },
    ttt_replay_entry: |index, p, number| format!("{}. {} {number}", index + 1, mark(p)),
    ttt_replay_entry_name: |index, p, row, col, number| {
        format!(
            "{}. {} {number}: linha {}, coluna {}",
            index + 1,
            mark(p),
            row + 1,
            col + 1
        )
    },
    ttt_replay_result: |outcome, total, won_at| {
        let moves = if plural(total as u64, "one", "many") == "one" {
            format!("desta {total} jogada")
        } else {
            format!("destas {total} jogadas")
        };
        match (outcome, won_at) {
            (TttOutcome::Won(p), Some(at)) => format!(
                "Play do VDM {moves}: {} vence; o jogo para na jogada {at}, a primeira vitória.",
                mark(p)
            ),
            (TttOutcome::Won(p), None) => {
                format!("Play do VDM {moves}: {} vence.", mark(p))
            }
            (TttOutcome::Draw, _) => format!(
                "Play do VDM {moves}: EMPATE; todas as casas estão ocupadas e ninguém fez uma linha."
            ),
            (TttOutcome::Unfinished, _) => format!(
                "Play do VDM {moves}: INACABADO; ninguém fez uma linha e ainda há casas vazias."
            ),
        }
    },
};
