//! The key to the board's marks: land, water, an animal in danger, a
//! target; the tide gauge's ▼▲ strip and the bars under the sides. Shown
//! under the board while playing, and in How to play.
//!
//! Each tile of the key is a [`TileView`], drawn by the board's own classes
//! and pictures ([`TileView::push_picture_html`]), so the key shows exactly
//! what the board shows.

use crate::rules::fox_dolphin::{Species, Surface};
use crate::ui::fox_dolphin::board::tiles::{Fresh, Mark, TileView};
use crate::ui::fox_dolphin::words::FdWords;

/// One line of the key: a sample tile and what it means.
pub struct KeyTile {
    pub tile: TileView,
    pub says: fn(&FdWords) -> &'static str,
}

const fn sample(surface: Surface, occupant: Option<Species>, mark: Mark) -> TileView {
    TileView {
        surface,
        occupant,
        mark,
        cursor: false,
        fresh: Fresh::None,
        reach: None,
    }
}

/// The tiles of the key, in the order shown.
pub const KEY_TILES: [KeyTile; 4] = [
    KeyTile {
        tile: sample(Surface::Land, None, Mark::None),
        says: FdWords::fd_key_land,
    },
    KeyTile {
        tile: sample(Surface::Water, None, Mark::None),
        says: FdWords::fd_key_water,
    },
    KeyTile {
        tile: sample(Surface::Water, Some(Species::Fox), Mark::None),
        says: FdWords::fd_key_danger,
    },
    KeyTile {
        tile: sample(Surface::Land, None, Mark::Target),
        says: FdWords::fd_key_target,
    },
];

/// The key's tile pictures as HTML, one `<span>` each (no roles, names or
/// ids: the text beside each says what it is).
pub fn key_tile_html(tile: &TileView) -> String {
    let mut html = String::with_capacity(160);
    tile.push_picture_html(&mut html);
    html
}

#[cfg(target_arch = "wasm32")]
mod view {
    use yew::prelude::*;

    use super::{key_tile_html, KEY_TILES};
    use crate::ui::fox_dolphin::words::FdWords;

    /// The key, as a small list beside the board (the animals' `<symbol>`s
    /// must be on the page).
    pub fn board_key(t: &FdWords) -> Html {
        let tiles = KEY_TILES.iter().map(|k| {
            let picture = Html::from_html_unchecked(key_tile_html(&k.tile).into());
            html! { <li><span class="fd-key-pic" aria-hidden="true">{ picture }</span>{ (k.says)(t) }</li> }
        });
        html! {
            <section class="fd-key" aria-label={t.fd_key()}>
                <h2>{ t.fd_key() }</h2>
                <ul>
                    { for tiles }
                    <li>
                        <span class="fd-key-pic fd-key-tide" aria-hidden="true">
                            <span class="fd-step floods now">{ t.fd_tide_glyph(true) }</span>
                            <span class="fd-step surfaces next">{ t.fd_tide_glyph(false) }</span>
                        </span>
                        { t.fd_key_tide() }
                    </li>
                    <li>
                        <span class="fd-key-pic fd-cooldown" aria-hidden="true"><span class="fill fd-key-bar" /></span>
                        { t.fd_key_cooldown() }
                    </li>
                </ul>
            </section>
        }
    }
}

#[cfg(target_arch = "wasm32")]
pub use view::board_key;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::i18n::Lang;

    #[test]
    fn the_key_draws_the_boards_own_tiles() {
        let classes: Vec<String> = KEY_TILES.iter().map(|k| k.tile.class()).collect();
        assert_eq!(
            classes,
            [
                "fd-tile land",
                "fd-tile water",
                "fd-tile water fox danger",
                "fd-tile land target"
            ]
        );
        assert!(key_tile_html(&KEY_TILES[2].tile).contains("#fd-fox"));
        assert!(!key_tile_html(&KEY_TILES[0].tile).contains("role="));
    }

    #[test]
    fn every_line_of_the_key_is_worded_in_both_languages() {
        for lang in [Lang::En, Lang::Pt] {
            let t = FdWords::of(lang);
            for k in &KEY_TILES {
                assert!(!(k.says)(t).is_empty());
            }
        }
    }
}
