//! A helper for the multi-process cache tests (not installed for users).
//!
//! `kiln-cache-stress DIR race ROUNDS PAYLOAD_BYTES`: opens the cache in DIR and, ROUNDS times,
//! stores the shared test payload under the shared test key and reads it back, checking every
//! byte of every hit. Exits 0 when all went well, 2 on a wrong payload or a corrupt entry.
//!
//! `kiln-cache-stress DIR pause PAYLOAD_BYTES`: writes the entry's temporary file, prints
//! `temp <path>` and then sleeps before renaming, so a test can kill it mid-write.

use kiln_cache::{host_target, kiln_version, CacheKey, DiskCache, Lookup};
use std::io::Write;
use std::process::ExitCode;
use std::time::Duration;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.iter().map(String::as_str).collect::<Vec<_>>()[..] {
        [dir, "race", rounds, bytes] => race(dir, parse(rounds), parse(bytes)),
        [dir, "pause", bytes] => pause(dir, parse(bytes)),
        _ => Err("usage: kiln-cache-stress DIR (race ROUNDS BYTES | pause BYTES)".into()),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("kiln-cache-stress: {message}");
            ExitCode::from(2)
        }
    }
}

fn parse(text: &str) -> usize {
    text.parse().unwrap_or(0)
}

/// The key every stress process uses.
pub fn stress_key() -> CacheKey {
    let (target, cpu_features) = host_target();
    CacheKey {
        module: *blake3::hash(b"kiln-cache-stress module").as_bytes(),
        options: "stress".into(),
        kiln_version: kiln_version(),
        target,
        cpu_features,
    }
}

/// The payload every stress process stores: the same bytes in all of them.
pub fn stress_payload(len: usize) -> Vec<u8> {
    (0..len)
        .map(|i| (i.wrapping_mul(31) ^ (i >> 8)) as u8)
        .collect()
}

fn race(dir: &str, rounds: usize, bytes: usize) -> Result<(), String> {
    let cache = DiskCache::open(dir, 1 << 30)?;
    let (key, payload) = (stress_key(), stress_payload(bytes));
    for round in 0..rounds {
        cache.put(&key, &payload)?;
        match cache.get(&key) {
            Lookup::Hit(got) if got == payload => {}
            Lookup::Hit(_) => return Err(format!("round {round}: wrong payload")),
            // Another process may have cleared or evicted it; it must never be corrupt.
            Lookup::Miss(kiln_cache::MissReason::Corrupt(why)) => {
                return Err(format!("round {round}: corrupt entry ({why})"))
            }
            Lookup::Miss(_) => {}
        }
    }
    Ok(())
}

fn pause(dir: &str, bytes: usize) -> Result<(), String> {
    let cache = DiskCache::open(dir, 1 << 30)?;
    let pending = cache.prepare(&stress_key(), &stress_payload(bytes))?;
    let mut out = std::io::stdout();
    let _ = writeln!(out, "temp {}", pending.temp_path().display());
    let _ = out.flush();
    std::thread::sleep(Duration::from_secs(60));
    pending.commit()
}
