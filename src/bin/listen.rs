//! Mounts the screen-reader page, Fox & Dolphin for screen readers and the keyboard (listen.html). Everything else lives in the library.

/// Talc instead of the default dlmalloc: a smaller download, same behaviour.
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

#[cfg(target_arch = "wasm32")]
fn main() {
    fox_and_xo::ui::mount::<fox_and_xo::ui::ListenPage>();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("This binary is a page of the browser app: build it with `scripts/build.sh` (see README.md).");
}
