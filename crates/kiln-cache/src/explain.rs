//! One line per compile saying whether the cache hit and, if not, why (for `--verbose` and
//! `RUST_LOG`).

use crate::disk::MissReason;
use crate::fingerprint::CacheKey;

/// Where a hit came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HitSource {
    Memory,
    Disk,
}

/// What the cache did for one compile.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CacheEvent {
    Hit(HitSource),
    /// The module was compiled; the reason says why the cache could not supply it.
    Miss(MissReason),
}

/// `cache hit (disk, key 1a2b3c4d5e6f7a8b)`.
pub fn explain_hit(key: &CacheKey, source: HitSource) -> String {
    let source = match source {
        HitSource::Memory => "memory",
        HitSource::Disk => "disk",
    };
    format!("cache hit ({source}, key {})", key.short_hex())
}

/// `cache miss: no entry`, `cache miss: key differs in options, cpu features`,
/// `cache miss: entry rejected as corrupt (checksum mismatch); recompiled`.
pub fn explain_miss(reason: &MissReason) -> String {
    match reason {
        MissReason::NoEntry => "cache miss: no entry".to_string(),
        MissReason::KeyDiffers { what } => {
            format!("cache miss: key differs in {}", what.join(", "))
        }
        MissReason::Corrupt(why) => {
            format!("cache miss: entry rejected as corrupt ({why}); recompiled")
        }
    }
}

/// The line for `event`.
pub fn explain(key: &CacheKey, event: &CacheEvent) -> String {
    match event {
        CacheEvent::Hit(source) => explain_hit(key, *source),
        CacheEvent::Miss(reason) => explain_miss(reason),
    }
}

/// Whether `RUST_LOG` asks for Kiln's informational messages (see [`log_directives_want_info`]).
pub fn verbose_from_env() -> bool {
    std::env::var("RUST_LOG").is_ok_and(|d| log_directives_want_info(&d))
}

/// Whether `RUST_LOG`-style directives enable `info` for Kiln: `info`, `debug` or `trace`
/// globally, or a directive naming a `kiln` crate at any level but `off`, `error`, `warn`.
pub fn log_directives_want_info(directives: &str) -> bool {
    directives.split(',').any(|d| {
        let d = d.trim().to_ascii_lowercase();
        let (target, level) = d.split_once('=').unwrap_or((d.as_str(), ""));
        let kiln_on = target.starts_with("kiln") && !matches!(level, "off" | "error" | "warn");
        kiln_on || matches!(d.as_str(), "info" | "debug" | "trace")
    })
}

#[cfg(test)]
mod tests {
    use super::log_directives_want_info as wants;

    #[test]
    fn rust_log_directives() {
        for on in [
            "info",
            "debug",
            "trace",
            "kiln",
            "kiln_runtime=debug",
            "warn,kiln=info",
        ] {
            assert!(wants(on), "{on}");
        }
        for off in ["", "warn", "error", "off", "kiln=warn", "cranelift=debug"] {
            assert!(!wants(off), "{off}");
        }
    }
}
