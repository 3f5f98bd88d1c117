//! Where the disk cache lives and how large it may grow, from the environment.

use std::path::PathBuf;

/// The default size limit: 1 GiB.
pub const DEFAULT_MAX_BYTES: u64 = 1 << 30;

/// `$KILN_CACHE_DIR`, else `$XDG_CACHE_HOME/kiln`, else `~/.cache/kiln`; `None` when none of
/// these is set.
pub fn default_cache_dir() -> Option<PathBuf> {
    let var = |name: &str| std::env::var_os(name).filter(|v| !v.is_empty());
    if let Some(dir) = var("KILN_CACHE_DIR") {
        return Some(PathBuf::from(dir));
    }
    if let Some(xdg) = var("XDG_CACHE_HOME") {
        return Some(PathBuf::from(xdg).join("kiln"));
    }
    var("HOME").map(|home| PathBuf::from(home).join(".cache").join("kiln"))
}

/// `$KILN_CACHE_MAX_BYTES` (a byte count, or with a `K`, `M` or `G` suffix for KiB, MiB, GiB),
/// else [`DEFAULT_MAX_BYTES`]. A malformed value is an error, not silently the default.
pub fn default_max_bytes() -> Result<u64, String> {
    match std::env::var("KILN_CACHE_MAX_BYTES") {
        Ok(text) => parse_size(&text)
            .ok_or_else(|| format!("KILN_CACHE_MAX_BYTES: cannot read `{text}` as a size")),
        Err(_) => Ok(DEFAULT_MAX_BYTES),
    }
}

/// `1048576`, `512K`, `64M`, `1G` (binary units; a trailing `B` or `iB` is allowed).
pub fn parse_size(text: &str) -> Option<u64> {
    let t = text.trim().to_ascii_uppercase();
    let t = t
        .strip_suffix("IB")
        .or_else(|| t.strip_suffix('B'))
        .unwrap_or(&t);
    let (digits, shift) = match t.chars().last()? {
        'K' => (&t[..t.len() - 1], 10),
        'M' => (&t[..t.len() - 1], 20),
        'G' => (&t[..t.len() - 1], 30),
        'T' => (&t[..t.len() - 1], 40),
        _ => (t, 0),
    };
    digits.trim().parse::<u64>().ok()?.checked_mul(1 << shift)
}
