//! `kiln cache stats|ls|clear` end to end on a cache directory filled through kiln-cache.

use kiln_cache::{CacheKey, DiskCache};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn test_dir(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("kiln-cache-cli-{}-{test}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

fn kiln_cache(dir: &Path, args: &[&str], max_bytes: Option<&str>) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_kiln"));
    command.arg("cache").args(args).env("KILN_CACHE_DIR", dir);
    match max_bytes {
        Some(limit) => command.env("KILN_CACHE_MAX_BYTES", limit),
        None => command.env_remove("KILN_CACHE_MAX_BYTES"),
    };
    command.output().expect("run kiln")
}

fn stdout(out: &Output) -> String {
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// The key for compiling a one-op module (`op` on f32[4]).
fn key(op: &str) -> CacheKey {
    let text = format!(
        "HloModule m\nENTRY e {{\n  p = f32[4] parameter(0)\n  ROOT r = f32[4] {op}(p)\n}}\n"
    );
    let module = kiln_hlo::parse_module(&text).unwrap();
    CacheKey::for_host(&module, format!("optimize=true op={op}"))
}

#[test]
fn stats_ls_clear() {
    let dir = test_dir("all");
    let stats = stdout(&kiln_cache(&dir, &["stats"], None));
    assert!(stats.contains("not created yet"), "{stats}");
    assert!(stats.contains("entries: 0"), "{stats}");
    assert!(stats.contains("1.0 GiB limit"), "{stats}");
    assert!(!dir.exists(), "stats must not create the directory");

    let cache = DiskCache::open(&dir, 1 << 30).unwrap();
    let (a, b) = (key("negate"), key("tanh"));
    cache.put(&a, &[7u8; 3000]).unwrap();
    cache.put(&b, &[8u8; 10]).unwrap();

    let stats = stdout(&kiln_cache(&dir, &["stats"], Some("2M")));
    assert!(stats.contains("entries: 2"), "{stats}");
    assert!(stats.contains("2.0 MiB limit"), "{stats}");

    let listing = stdout(&kiln_cache(&dir, &["ls"], None));
    let lines: Vec<&str> = listing.lines().collect();
    assert_eq!(lines.len(), 2, "{listing}");
    assert!(
        lines[0].starts_with(&b.short_hex()),
        "most recent first:\n{listing}"
    );
    assert!(lines[1].starts_with(&a.short_hex()), "{listing}");
    assert!(
        lines[1].contains("options: optimize=true op=negate"),
        "{listing}"
    );

    let cleared = stdout(&kiln_cache(&dir, &["clear"], None));
    assert!(cleared.starts_with("removed 2 entries"), "{cleared}");
    let stats = stdout(&kiln_cache(
        &dir,
        &["--dir", dir.to_str().unwrap(), "stats"],
        None,
    ));
    assert!(stats.contains("entries: 0"), "{stats}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_malformed_size_limit_is_an_error() {
    let dir = test_dir("limit");
    let out = kiln_cache(&dir, &["stats"], Some("lots"));
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("KILN_CACHE_MAX_BYTES"));
}
