//! The screen-reader page's words in Portuguese.

use super::Entries;

pub const PT: Entries = Entries {
    listen_title: "Raposa & Golfinho para leitores de tela e o teclado",
    listen_intro: "O mesmo jogo, lido em voz alta enquanto acontece e jogado só pelo teclado.",
    listen_turn_floods: "A maré vira: a água sobe agora.",
    listen_turn_surfaces: "A maré vira: a terra emerge agora.",
    listen_no_threats: "Nada ameaça os seus animais agora.",
    listen_hunted: "pode ser comido a seguir",
    listen_tide_next: "o próximo passo da maré pode levar a sua casa",
    listen_eats: "come",
    listen_no_captures: "Nenhuma captura ao alcance. N vai ao seu próximo animal.",
    listen_step_up: "acima",
    listen_step_right: "à direita",
    listen_step_down: "abaixo",
    listen_step_left: "à esquerda",
    listen_keys_heading: "Teclas",
    listen_keys: "Teclas no tabuleiro: as setas movem o cursor; Enter ou Espaço seleciona e move; N (Shift+N) o seu próximo (anterior) animal; A onde estão os seus animais; T o que os ameaça; R o que está ao alcance do animal sob o cursor. As novidades são lidas quando acontecem.",
    listen_at: |row, col| format!("linha {}, coluna {}", row + 1, col + 1),
    listen_moved: |animal, at| format!("Você: {animal} para a {at}."),
    listen_near: |animal, at| format!("Outro lado: {animal} para a {at}, ao lado dos seus."),
    listen_danger: |animal, at, state| format!("Maré: {animal} na {at}, {state}."),
    listen_tide_near: |floods, count| {
        let did = match (floods, count) {
            (true, 1) => "casa inundada",
            (true, _) => "casas inundadas",
            (false, 1) => "casa emergiu",
            (false, _) => "casas emergiram",
        };
        format!("Maré: {count} {did} ao lado dos seus animais.")
    },
    listen_time_left: |seconds| format!("Faltam {seconds} segundos."),
    listen_where: |side, count, list| format!("{side}, {count}: {list}."),
    listen_threats: |list| format!("Ameaças: {list}."),
    listen_item: |animal, at, what| format!("{animal} na {at}, {what}"),
    listen_reach: |animal, at, list| format!("{animal} na {at} pode ir: {list}."),
    listen_stuck: |animal, at| format!("{animal} na {at} não pode mover agora."),
    listen_captures: |list| format!("Capturas ao alcance: {list}."),
};
