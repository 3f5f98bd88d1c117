//! The cache a client uses: memory first, then disk, then compile (and store the result).
//!
//! The payload is opaque here: a compiled result implements [`CachePayload`] to turn itself
//! into bytes and back. A payload that passes every check of the disk format but fails to
//! decode is treated like a corrupt entry: deleted, recompiled, reported.

use crate::config::{default_cache_dir, default_max_bytes};
use crate::disk::{DiskCache, MissReason};
use crate::entry_bytes::EntryBytes;
use crate::explain::{explain, verbose_from_env, CacheEvent, HitSource};
use crate::fingerprint::CacheKey;
use crate::memory::MemoryCache;
use std::ops::Range;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

/// A compiled result that can live in the disk cache.
pub trait CachePayload: Sized {
    /// Whether the value may run machine code where it lies in the entry: a disk hit then
    /// maps the entry executable (read-only) where it can (see [`EntryBytes`]).
    const RUNS_CODE_IN_ENTRY: bool = false;

    fn encode(&self) -> Vec<u8>;
    /// Rebuilds the value; an `Err` says what is wrong (the entry is then discarded).
    fn decode(bytes: &[u8]) -> Result<Self, String>;
    /// [`CachePayload::decode`] of `bytes[payload]`, where the value may keep `bytes` (a disk
    /// hit hands over the entry it read, so that parts can stay encoded until used, and code
    /// can run where it lies, without a copy).
    fn decode_owned(bytes: EntryBytes, payload: Range<usize>) -> Result<Self, String> {
        match bytes.get(payload) {
            Some(payload) => Self::decode(payload),
            None => Err("payload out of range".into()),
        }
    }
}

/// Whether and where to keep a disk cache.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DiskSetting {
    Off,
    /// [`default_cache_dir`].
    DefaultDir,
    Dir(PathBuf),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CacheOptions {
    pub memory: bool,
    pub disk: DiskSetting,
    /// The disk cache's size limit.
    pub max_bytes: u64,
    /// Print one line per compile saying hit or miss and why (to stderr).
    pub verbose: bool,
}

impl Default for CacheOptions {
    /// Memory cache on; disk cache off (the CLI turns it on, see [`CacheOptions::with_disk`]);
    /// limit from `KILN_CACHE_MAX_BYTES`; verbose when `RUST_LOG` asks.
    fn default() -> Self {
        CacheOptions {
            memory: true,
            disk: DiskSetting::Off,
            max_bytes: default_max_bytes().unwrap_or(crate::DEFAULT_MAX_BYTES),
            verbose: verbose_from_env(),
        }
    }
}

impl CacheOptions {
    /// The defaults with the disk cache on, in [`default_cache_dir`].
    pub fn with_disk() -> Self {
        CacheOptions {
            disk: DiskSetting::DefaultDir,
            ..Self::default()
        }
    }
}

/// Memory and disk caches in front of a compiler.
pub struct CompilationCache<T> {
    memory: Option<MemoryCache<T>>,
    disk: Option<DiskCache>,
    verbose: bool,
    disk_writes_failed: AtomicBool,
    /// Entries loaded from disk whose use is not yet recorded on disk (their modification
    /// times, the least-recently-used order), as (module fingerprint, key digest), which name
    /// the entry file: recorded before this cache next writes (and so evicts) and when it is
    /// dropped, not while a hit is being served.
    used_since_write: Mutex<Vec<([u8; 32], [u8; 32])>>,
}

/// For tests of writers killed mid-write: `KILN_CACHE_TEST_PAUSE_WRITE=<seconds>` makes every
/// disk write stop for that long between writing its temporary file and renaming it into
/// place, after printing `kiln: cache write paused: <temporary file>` on stderr.
fn pause_before_commit() -> Option<std::time::Duration> {
    let seconds = std::env::var("KILN_CACHE_TEST_PAUSE_WRITE").ok()?;
    let seconds: f64 = seconds.trim().parse().ok()?;
    std::time::Duration::try_from_secs_f64(seconds).ok()
}

/// Disk-cache trouble is reported once per process, however many caches are created.
static WARNED: AtomicBool = AtomicBool::new(false);

fn warn_once(message: &str) {
    if !WARNED.swap(true, Ordering::Relaxed) {
        eprintln!("warning: {message}; continuing without the disk cache");
    }
}

impl<T: CachePayload> CompilationCache<T> {
    /// Never fails: a disk cache that cannot be opened is reported once and left out; one that
    /// cannot be written, at the first write (lookups still use it). Opening neither scans nor
    /// writes the directory (see [`DiskCache::open_lazily`]).
    pub fn new(options: &CacheOptions) -> Self {
        let dir = match &options.disk {
            DiskSetting::Off => None,
            DiskSetting::DefaultDir => match default_cache_dir() {
                Some(dir) => Some(dir),
                None => {
                    warn_once("no cache directory (set KILN_CACHE_DIR or HOME)");
                    None
                }
            },
            DiskSetting::Dir(dir) => Some(dir.clone()),
        };
        let disk = dir.and_then(|dir| match DiskCache::open_lazily(dir, options.max_bytes) {
            Ok(disk) => Some(disk),
            Err(message) => {
                warn_once(&message);
                None
            }
        });
        CompilationCache {
            memory: options.memory.then(MemoryCache::new),
            disk,
            verbose: options.verbose,
            disk_writes_failed: AtomicBool::new(false),
            used_since_write: Mutex::new(Vec::new()),
        }
    }

    pub fn disk(&self) -> Option<&DiskCache> {
        self.disk.as_ref()
    }

    pub fn memory(&self) -> Option<&MemoryCache<T>> {
        self.memory.as_ref()
    }

    /// The value for `key`, from memory, from disk, or from `compile` (then stored in both),
    /// with what the cache did. Only `compile`'s errors are errors.
    pub fn get_or_compile<E>(
        &self,
        key: &CacheKey,
        compile: impl FnOnce() -> Result<T, E>,
    ) -> Result<(Arc<T>, CacheEvent), E> {
        let digest = key.digest();
        if let Some(value) = self.memory.as_ref().and_then(|m| m.get(&digest)) {
            return Ok(self.report(key, value, CacheEvent::Hit(HitSource::Memory)));
        }
        let reason = match self.load(key, &digest) {
            Ok(value) => {
                let value = self.remember(digest, value);
                return Ok(self.report(key, value, CacheEvent::Hit(HitSource::Disk)));
            }
            Err(reason) => reason,
        };
        let value = compile()?;
        self.store(key, &value);
        let value = self.remember(digest, value);
        Ok(self.report(key, value, CacheEvent::Miss(reason)))
    }

    /// The value on disk (`digest` is `key`'s), or why there is none.
    fn load(&self, key: &CacheKey, digest: &[u8; 32]) -> Result<T, MissReason> {
        let Some(disk) = &self.disk else {
            return Err(MissReason::NoEntry);
        };
        let (bytes, payload) = disk.get_entry_digested(key, digest, T::RUNS_CODE_IN_ENTRY)?;
        let value = T::decode_owned(bytes, payload).map_err(|why| {
            let _ = disk.remove(key);
            MissReason::Corrupt(format!("payload rejected: {why}"))
        })?;
        if let Ok(mut used) = self.used_since_write.lock() {
            used.push((key.module, *digest));
        }
        Ok(value)
    }

    fn store(&self, key: &CacheKey, value: &T) {
        let Some(disk) = &self.disk else { return };
        if self.disk_writes_failed.load(Ordering::Relaxed) {
            return;
        }
        // Eviction below must see which entries this process used.
        self.record_uses();
        let payload = value.encode();
        if payload.len() as u64 > disk.max_bytes() {
            return; // Too large to keep: not a fault of the directory.
        }
        let written = match pause_before_commit() {
            None => disk.put(key, &payload),
            Some(pause) => disk.prepare(key, &payload).and_then(|pending| {
                eprintln!(
                    "kiln: cache write paused: {}",
                    pending.temp_path().display()
                );
                std::thread::sleep(pause);
                pending.commit()
            }),
        };
        if let Err(message) = written {
            self.disk_writes_failed.store(true, Ordering::Relaxed);
            warn_once(&message);
        }
    }

    fn remember(&self, digest: [u8; 32], value: T) -> Arc<T> {
        let value = Arc::new(value);
        match &self.memory {
            Some(memory) => memory.insert(digest, value),
            None => value,
        }
    }

    fn report(&self, key: &CacheKey, value: Arc<T>, event: CacheEvent) -> (Arc<T>, CacheEvent) {
        if self.verbose {
            eprintln!("kiln: {}", explain(key, &event));
        }
        (value, event)
    }
}

impl<T> CompilationCache<T> {
    /// Records on disk the use of every entry loaded since the last write, oldest use first.
    pub fn record_uses(&self) {
        let (Some(disk), Ok(mut used)) = (&self.disk, self.used_since_write.lock()) else {
            return;
        };
        for (module, digest) in used.drain(..) {
            disk.touch_digested(&module, &digest);
        }
    }
}

impl<T> Drop for CompilationCache<T> {
    fn drop(&mut self) {
        self.record_uses();
    }
}
