//! A guest's page: its state, tested natively ([`state`]), the join
//! through the relays (`join`) and the component (`page`).

pub mod state;

#[cfg(target_arch = "wasm32")]
pub mod join;
#[cfg(target_arch = "wasm32")]
pub mod page;
