//! Mounts tic-tac-toe online (online-tictactoe.html). Everything else lives in the library.

/// Talc instead of the default dlmalloc: a smaller download, same behaviour.
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

#[cfg(target_arch = "wasm32")]
fn main() {
    fox_and_xo::ui::mount_after_start::<fox_and_xo::ui::OnlineTicTacToePage>();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("This binary is a page of the browser app: build it with `scripts/build.sh` (see README.md).");
}
