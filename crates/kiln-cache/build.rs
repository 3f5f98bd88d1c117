//! Records what the cache key needs to know about this build: the exact target triple, and the
//! git commit the sources came from (so that two builds of the same version number from
//! different commits never share cache entries). On x86-64 Linux (GNU), also compiles the
//! small C function through which the key reads glibc's recorded CPUID registers.

use std::path::Path;
use std::process::Command;

fn main() {
    let target = std::env::var("TARGET").unwrap_or_else(|_| "unknown".into());
    println!("cargo:rustc-env=KILN_CACHE_TARGET={target}");

    let git_dir = Path::new("../../.git");
    for watched in ["HEAD", "refs/heads", "packed-refs"] {
        let path = git_dir.join(watched);
        if path.exists() {
            println!("cargo:rerun-if-changed={}", path.display());
        }
    }
    println!("cargo:rerun-if-changed=build.rs");
    let commit = Command::new("git")
        .args(["rev-parse", "--short=12", "HEAD"])
        .output()
        .ok()
        .filter(|out| out.status.success())
        .and_then(|out| String::from_utf8(out.stdout).ok())
        .map(|s| s.trim().to_string())
        .unwrap_or_default();
    // The version the cache key records: `0.1.0+3f2a9c1d0b7e`, or the package version alone
    // outside a git checkout.
    let package = std::env::var("CARGO_PKG_VERSION").unwrap_or_default();
    let version = match commit.as_str() {
        "" => package,
        commit => format!("{package}+{commit}"),
    };
    println!("cargo:rustc-env=KILN_CACHE_VERSION={version}");

    // glibc's recorded CPUID registers, for the key's CPU features (see cpu_features.rs).
    println!("cargo:rerun-if-changed=src/glibc_cpuid.c");
    let var = |name: &str| std::env::var(name).unwrap_or_default();
    if var("CARGO_CFG_TARGET_ARCH") == "x86_64"
        && var("CARGO_CFG_TARGET_OS") == "linux"
        && var("CARGO_CFG_TARGET_ENV") == "gnu"
    {
        cc::Build::new()
            .file("src/glibc_cpuid.c")
            .compile("kiln_glibc_cpuid");
    }
}
