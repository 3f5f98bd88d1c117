//! Links `kiln` with the functions of a disk-cache hit placed together (`hit_path.order`, made
//! by `scripts/hit_order.py`), so that a fresh process's first hit faults in two or three
//! 64 KiB windows of code instead of about twenty. Where the file brackets the functions every
//! hit runs with the markers of `src/hit_path.rs`, sets `cfg(kiln_hit_order)`: the binary then
//! registers that range, which its first cache lookup reads ahead.
//!
//! Only where the linker is known to be LLD, which reads the file: Rust's own for
//! x86_64-unknown-linux-gnu since 1.90, unless the build chooses another linker. Elsewhere the
//! binary is linked as before. `KILN_NO_HIT_ORDER=1` turns it off.

use std::process::Command;

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=hit_path.order");
    println!("cargo:rerun-if-env-changed=KILN_NO_HIT_ORDER");
    println!("cargo::rustc-check-cfg=cfg(kiln_hit_order)");
    if std::env::var_os("KILN_NO_HIT_ORDER").is_some() || !linker_is_rust_lld() {
        return;
    }
    let order = std::path::Path::new(&std::env::var("CARGO_MANIFEST_DIR").unwrap_or_default())
        .join("hit_path.order");
    if let Ok(names) = std::fs::read_to_string(&order) {
        println!(
            "cargo:rustc-link-arg-bin=kiln=-Wl,--symbol-ordering-file={}",
            order.display()
        );
        // Symbols a later change renamed are skipped; the file only orders what it finds.
        println!("cargo:rustc-link-arg-bin=kiln=-Wl,--no-warn-symbol-ordering");
        // The hit path's core lies between its markers (see `src/hit_path.rs`).
        let named = |marker: &str| names.lines().any(|line| line == marker);
        if named("kiln_hit_path_begin") && named("kiln_hit_path_core_end") {
            println!("cargo:rustc-cfg=kiln_hit_order");
        }
    }
}

/// Whether rustc links this target with its bundled LLD: x86_64 Linux (GNU) with rustc 1.90 or
/// newer, and no linker chosen in the flags or the environment.
fn linker_is_rust_lld() -> bool {
    let var = |name: &str| std::env::var(name).unwrap_or_default();
    if var("TARGET") != "x86_64-unknown-linux-gnu" {
        return false;
    }
    let flags = var("CARGO_ENCODED_RUSTFLAGS");
    if flags.contains("linker") || flags.contains("link-self-contained") {
        return false;
    }
    println!("cargo:rerun-if-env-changed=CARGO_TARGET_X86_64_UNKNOWN_LINUX_GNU_LINKER");
    if std::env::var_os("CARGO_TARGET_X86_64_UNKNOWN_LINUX_GNU_LINKER").is_some() {
        return false;
    }
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into());
    let version = Command::new(rustc)
        .arg("--version")
        .output()
        .ok()
        .and_then(|out| String::from_utf8(out.stdout).ok())
        .unwrap_or_default();
    // "rustc 1.95.0 (59807616e 2026-04-14)"
    let minor = version
        .split_whitespace()
        .nth(1)
        .and_then(|v| v.split('.').nth(1))
        .and_then(|m| m.parse::<u32>().ok());
    version.starts_with("rustc 1.") && minor.is_some_and(|m| m >= 90)
}
