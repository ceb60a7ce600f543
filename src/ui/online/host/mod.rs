//! The host's page: one component (`page`) over the pure room
//! (`online::host::room`), the glue that carries the browser's events to
//! it (`invitations`), and the panels it draws (the invitation with its
//! QR code, the layout around the game).

pub mod qr;

#[cfg(target_arch = "wasm32")]
pub mod invitations;
#[cfg(target_arch = "wasm32")]
pub mod invite_panel;
#[cfg(target_arch = "wasm32")]
pub mod layout;
#[cfg(target_arch = "wasm32")]
pub mod page;
