//! `kiln cache stats|ls|clear`: inspect and empty the compilation cache on disk.
//!
//! The directory is `--dir`, else `$KILN_CACHE_DIR`, else `$XDG_CACHE_HOME/kiln`, else
//! `~/.cache/kiln`; the size limit shown is `$KILN_CACHE_MAX_BYTES`, else 1 GiB. None of these
//! commands creates the directory.

use clap::{Args, Subcommand};
use kiln_cache::{default_cache_dir, default_max_bytes, DiskCache};
use std::path::PathBuf;
use std::time::SystemTime;

#[derive(Args)]
pub struct CacheArgs {
    #[command(subcommand)]
    action: CacheAction,
    /// The cache directory (default: $KILN_CACHE_DIR, else $XDG_CACHE_HOME/kiln, else ~/.cache/kiln).
    #[arg(long, global = true)]
    dir: Option<PathBuf>,
}

#[derive(Subcommand)]
enum CacheAction {
    /// Print the directory, the number of entries, their size and the size limit.
    Stats,
    /// List the entries, most recently used first.
    Ls,
    /// Delete every entry (and leftover temporary files).
    Clear,
}

pub fn cache(args: &CacheArgs) -> Result<bool, String> {
    let dir = match &args.dir {
        Some(dir) => dir.clone(),
        None => default_cache_dir()
            .ok_or("no cache directory: set KILN_CACHE_DIR (or HOME), or pass --dir")?,
    };
    let max_bytes = default_max_bytes()?;
    if !dir.exists() {
        match args.action {
            CacheAction::Stats => {
                println!("cache directory: {} (not created yet)", dir.display());
                println!("entries: 0");
                println!("size: 0 B of {} limit", human_bytes(max_bytes));
            }
            CacheAction::Ls => {}
            CacheAction::Clear => println!("nothing to clear: {} does not exist", dir.display()),
        }
        return Ok(true);
    }
    let cache = DiskCache::existing(&dir, max_bytes)?;
    match args.action {
        CacheAction::Stats => stats(&cache),
        CacheAction::Ls => list(&cache),
        CacheAction::Clear => {
            let (entries, bytes) = cache.clear()?;
            println!(
                "removed {entries} entr{} ({}) from {}",
                if entries == 1 { "y" } else { "ies" },
                human_bytes(bytes),
                dir.display()
            );
            Ok(true)
        }
    }
}

fn stats(cache: &DiskCache) -> Result<bool, String> {
    let stats = cache.stats()?;
    println!("cache directory: {}", stats.dir.display());
    println!("entries: {}", stats.entries);
    println!(
        "size: {} of {} limit",
        human_bytes(stats.bytes),
        human_bytes(stats.max_bytes)
    );
    if stats.temp_files > 0 {
        println!(
            "temporary files: {} (writes in progress, or left by killed writers)",
            stats.temp_files
        );
    }
    Ok(true)
}

/// One line per entry: key, size, last use, then the key's parts from the entry's header.
fn list(cache: &DiskCache) -> Result<bool, String> {
    let now = SystemTime::now();
    for entry in cache.list()? {
        let used = now
            .duration_since(entry.last_used)
            .map_or("just now".to_string(), |d| {
                format!("{} ago", human_age(d.as_secs()))
            });
        let described = match &entry.key {
            Ok(key) => format!(
                "{}  kiln {}  {}  options: {}",
                key.short_hex(),
                key.kiln_version,
                key.target,
                if key.options.is_empty() {
                    "-"
                } else {
                    &key.options
                }
            ),
            Err(why) => format!(
                "{}  unreadable header ({why})",
                entry.path.file_name().unwrap_or_default().to_string_lossy()
            ),
        };
        println!("{described}  {}  used {used}", human_bytes(entry.bytes));
    }
    Ok(true)
}

fn human_bytes(bytes: u64) -> String {
    const UNITS: [&str; 4] = ["KiB", "MiB", "GiB", "TiB"];
    if bytes < 1024 {
        return format!("{bytes} B");
    }
    let mut value = bytes as f64 / 1024.0;
    let mut unit = 0;
    while value >= 1024.0 && unit + 1 < UNITS.len() {
        value /= 1024.0;
        unit += 1;
    }
    format!("{value:.1} {}", UNITS[unit])
}

fn human_age(seconds: u64) -> String {
    match seconds {
        s if s < 60 => format!("{s}s"),
        s if s < 3600 => format!("{}m", s / 60),
        s if s < 86_400 => format!("{}h", s / 3600),
        s => format!("{}d", s / 86_400),
    }
}
