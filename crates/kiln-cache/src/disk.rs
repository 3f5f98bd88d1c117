//! The disk cache: one file per entry in one directory, named by the key.
//!
//! An entry is written to a temporary file in the same directory (`.tmp-<pid>-<random>`),
//! synced, and renamed into place, so a reader sees either no entry or a whole one, and several
//! processes writing the same key end with one good entry. A writer killed before the rename
//! leaves only a temporary file, which no reader ever opens and which a later `open` removes
//! once it is old. Every read checks the magic, format version, sizes, checksum and the key
//! recorded in the header; an entry failing any check is deleted and reported, never returned.
//! Hits refresh the file's modification time, which is what least-recently-used eviction sorts
//! by. Housekeeping (removing stale temporary files, evicting beyond the size limit) is one
//! scan of the directory, done by [`DiskCache::open`] and after every write; a compiler opens
//! with [`DiskCache::open_lazily`], so a process whose compiles all hit neither scans nor
//! writes the directory. Nothing here panics on a bad file: failures are values.
//!
//! File names are `<first 16 hex digits of the module fingerprint>-<key digest in hex>.kiln`,
//! so that a miss can find the entries for the same module under other keys and say which part
//! of the key differed.

use crate::entry_bytes::EntryBytes;
use crate::fingerprint::{push_hex, to_hex, CacheKey};
use crate::format::{decode_entry, decode_header, decode_preamble, encode_entry, PREAMBLE_LEN};
use std::collections::hash_map::RandomState;
use std::fs::{self, File, OpenOptions};
use std::hash::{BuildHasher, Hasher};
use std::io::{ErrorKind, Read, Write};
use std::ops::Range;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, SystemTime};

const ENTRY_SUFFIX: &str = ".kiln";
const TEMP_PREFIX: &str = ".tmp-";
/// Hex digits of the module fingerprint at the start of an entry's file name.
const MODULE_PREFIX_LEN: usize = 16;

/// Temporary files older than this are left over from killed writers; `open` removes them.
/// (A live writer holds its temporary file for milliseconds.)
pub const STALE_TEMP_AGE: Duration = Duration::from_secs(10 * 60);

/// An on-disk cache directory with a size limit.
#[derive(Clone, Debug)]
pub struct DiskCache {
    dir: PathBuf,
    max_bytes: u64,
}

/// What [`DiskCache::get`] found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Lookup {
    /// The entry's payload, checked.
    Hit(Vec<u8>),
    Miss(MissReason),
}

/// Why a lookup missed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MissReason {
    /// No entry for this module under any key.
    NoEntry,
    /// Entries for the same module exist, under keys differing in these parts
    /// (names from [`crate::KEY_PARTS`]; the closest entry's differences).
    KeyDiffers { what: Vec<&'static str> },
    /// The entry failed a check (the reason says which); it was deleted.
    Corrupt(String),
}

/// What [`DiskCache::stats`] reports.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CacheStats {
    pub dir: PathBuf,
    pub entries: usize,
    pub bytes: u64,
    pub max_bytes: u64,
    /// Temporary files: writes in progress, or left by killed writers.
    pub temp_files: usize,
}

/// One entry, as [`DiskCache::list`] reports it.
#[derive(Clone, Debug)]
pub struct EntryInfo {
    pub path: PathBuf,
    pub bytes: u64,
    /// The file's modification time, refreshed on every hit.
    pub last_used: SystemTime,
    /// The key recorded in the entry's header, or why it could not be read
    /// (only the header is checked here; `get` checks the rest).
    pub key: Result<CacheKey, String>,
}

/// An entry written to its temporary file but not yet visible; see [`DiskCache::prepare`].
/// Dropping it without [`PendingEntry::commit`] removes the temporary file.
#[derive(Debug)]
pub struct PendingEntry {
    temp: PathBuf,
    target: PathBuf,
    committed: bool,
}

impl DiskCache {
    /// Opens (creating if needed) the cache in `dir`, checks that it can be written, removes
    /// stale temporary files and evicts down to `max_bytes`. An `Err` means "no disk cache":
    /// callers report it once and carry on without one.
    pub fn open(dir: impl Into<PathBuf>, max_bytes: u64) -> Result<DiskCache, String> {
        let dir = dir.into();
        fs::create_dir_all(&dir)
            .map_err(|e| format!("cannot create cache directory {}: {e}", dir.display()))?;
        if !dir.is_dir() {
            return Err(format!("{} is not a directory", dir.display()));
        }
        let probe = dir.join(temp_name());
        OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&probe)
            .map_err(|e| format!("cache directory {} is not writable: {e}", dir.display()))?;
        let _ = fs::remove_file(&probe);
        let cache = DiskCache { dir, max_bytes };
        cache.housekeeping(None);
        Ok(cache)
    }

    /// Opens (creating if needed) the cache in `dir` and nothing more: no writability probe, no
    /// scan. For compilers, where most lookups hit: whether the directory can be written shows
    /// at the first [`DiskCache::put`], and housekeeping happens after each one.
    pub fn open_lazily(dir: impl Into<PathBuf>, max_bytes: u64) -> Result<DiskCache, String> {
        let dir = dir.into();
        fs::create_dir_all(&dir)
            .map_err(|e| format!("cannot create cache directory {}: {e}", dir.display()))?;
        if !dir.is_dir() {
            return Err(format!("{} is not a directory", dir.display()));
        }
        Ok(DiskCache { dir, max_bytes })
    }

    /// The cache in an existing directory, for inspection (`stats`, `list`, `get`): creates,
    /// checks and changes nothing.
    pub fn existing(dir: impl Into<PathBuf>, max_bytes: u64) -> Result<DiskCache, String> {
        let dir = dir.into();
        if !dir.is_dir() {
            return Err(format!("no cache directory at {}", dir.display()));
        }
        Ok(DiskCache { dir, max_bytes })
    }

    pub fn dir(&self) -> &Path {
        &self.dir
    }

    pub fn max_bytes(&self) -> u64 {
        self.max_bytes
    }

    /// Where the entry for `key` lives.
    pub fn entry_path(&self, key: &CacheKey) -> PathBuf {
        self.entry_path_digested(&key.module, &key.digest())
    }

    /// [`DiskCache::entry_path`] of a key with this module fingerprint and digest.
    fn entry_path_digested(&self, module: &[u8; 32], digest: &[u8; 32]) -> PathBuf {
        let mut name = String::with_capacity(MODULE_PREFIX_LEN + 1 + 64 + ENTRY_SUFFIX.len());
        push_hex(&mut name, &module[..MODULE_PREFIX_LEN / 2]);
        name.push('-');
        push_hex(&mut name, digest);
        name.push_str(ENTRY_SUFFIX);
        self.dir.join(name)
    }

    /// The payload stored for `key`, checked; or why there is none.
    pub fn get(&self, key: &CacheKey) -> Lookup {
        match self.get_entry(key) {
            Ok((bytes, payload)) => Lookup::Hit(bytes[payload].to_vec()),
            Err(reason) => Lookup::Miss(reason),
        }
    }

    /// [`DiskCache::get`] without copying the payload out: the entry's bytes (mapped
    /// read-only where possible), checked, and where the payload lies in them.
    pub fn get_entry(&self, key: &CacheKey) -> Result<(EntryBytes, Range<usize>), MissReason> {
        let (bytes, payload, file) = self.read_entry(key, &key.digest(), false)?;
        // Least-recently-used order is modification-time order; a failed touch only makes
        // this entry look older.
        let _ = file.set_modified(SystemTime::now());
        Ok((bytes, payload))
    }

    /// [`DiskCache::get_entry`] without marking the entry used: the caller does that later
    /// with [`DiskCache::touch`] (an inode update costs a fresh process's hit 3-5 us). With
    /// `executable`, the entry is mapped executable (see [`EntryBytes`]) where it can be.
    pub fn get_entry_untouched(
        &self,
        key: &CacheKey,
        executable: bool,
    ) -> Result<(EntryBytes, Range<usize>), MissReason> {
        self.get_entry_digested(key, &key.digest(), executable)
    }

    /// [`DiskCache::get_entry_untouched`] with `key`'s digest, which the caller computed.
    pub(crate) fn get_entry_digested(
        &self,
        key: &CacheKey,
        digest: &[u8; 32],
        executable: bool,
    ) -> Result<(EntryBytes, Range<usize>), MissReason> {
        self.read_entry(key, digest, executable)
            .map(|(bytes, payload, _)| (bytes, payload))
    }

    /// Marks `key`'s entry used now (for least-recently-used eviction); nothing if it is gone.
    pub fn touch(&self, key: &CacheKey) {
        self.touch_digested(&key.module, &key.digest());
    }

    /// [`DiskCache::touch`] of the key with this module fingerprint and digest.
    pub(crate) fn touch_digested(&self, module: &[u8; 32], digest: &[u8; 32]) {
        if let Ok(file) = File::open(self.entry_path_digested(module, digest)) {
            let _ = file.set_modified(SystemTime::now());
        }
    }

    /// The entry's bytes, checked, where its payload lies in them, and the open file.
    fn read_entry(
        &self,
        key: &CacheKey,
        digest: &[u8; 32],
        executable: bool,
    ) -> Result<(EntryBytes, Range<usize>, File), MissReason> {
        let path = self.entry_path_digested(&key.module, digest);
        let mut file = match open_entry(&path) {
            Ok(file) => file,
            // Also no entry when the directory itself is gone or was replaced by a file.
            Err(e) if path.symlink_metadata().is_err() || e.kind() == ErrorKind::NotFound => {
                return Err(self.explain_absence(key))
            }
            Err(e) => {
                let _ = fs::remove_file(&path);
                return Err(MissReason::Corrupt(format!("unreadable: {e}")));
            }
        };
        let bytes = match EntryBytes::read(&mut file, executable) {
            Ok(bytes) => bytes,
            Err(e) => {
                discard(&path, &file);
                return Err(MissReason::Corrupt(format!("unreadable: {e}")));
            }
        };
        let payload = match decode_entry(&bytes) {
            Ok((stored, _)) if stored != *key => {
                Err("the header records a different key than the file name".to_string())
            }
            Ok((_, payload)) => Ok(payload),
            Err(reason) => Err(reason),
        };
        match payload {
            Ok(range) => Ok((bytes, range, file)),
            Err(reason) => {
                discard(&path, &file);
                Err(MissReason::Corrupt(reason))
            }
        }
    }

    /// Stores `payload` under `key` atomically, then evicts least-recently-used entries beyond
    /// the size limit. An entry larger than the limit is not stored (an `Err`).
    pub fn put(&self, key: &CacheKey, payload: &[u8]) -> Result<(), String> {
        let pending = self.prepare(key, payload)?;
        let target = pending.target.clone();
        pending.commit()?;
        self.housekeeping(Some(&target));
        Ok(())
    }

    /// The first half of [`DiskCache::put`]: writes and syncs the entry's temporary file.
    /// Nothing is visible under the entry's name until [`PendingEntry::commit`].
    pub fn prepare(&self, key: &CacheKey, payload: &[u8]) -> Result<PendingEntry, String> {
        let bytes = encode_entry(key, payload);
        if bytes.len() as u64 > self.max_bytes {
            return Err(format!(
                "entry of {} bytes exceeds the cache size limit of {} bytes",
                bytes.len(),
                self.max_bytes
            ));
        }
        let pending = PendingEntry {
            temp: self.dir.join(temp_name()),
            target: self.entry_path(key),
            committed: false,
        };
        let write = || -> std::io::Result<()> {
            let mut file = OpenOptions::new()
                .write(true)
                .create_new(true)
                .open(&pending.temp)?;
            file.write_all(&bytes)?;
            file.sync_all()?;
            file.set_modified(SystemTime::now())
        };
        // On failure `pending` drops here and removes what was written.
        write().map_err(|e| format!("cannot write {}: {e}", pending.temp.display()))?;
        Ok(pending)
    }

    /// Deletes the entry for `key` (e.g. when its payload, though intact, cannot be used).
    /// Returns whether there was one.
    pub fn remove(&self, key: &CacheKey) -> Result<bool, String> {
        let path = self.entry_path(key);
        match fs::remove_file(&path) {
            Ok(()) => Ok(true),
            Err(e) if e.kind() == ErrorKind::NotFound => Ok(false),
            Err(e) => Err(format!("cannot remove {}: {e}", path.display())),
        }
    }

    /// Entry count and size, and how many temporary files there are.
    pub fn stats(&self) -> Result<CacheStats, String> {
        let mut stats = CacheStats {
            dir: self.dir.clone(),
            entries: 0,
            bytes: 0,
            max_bytes: self.max_bytes,
            temp_files: 0,
        };
        for file in self.scan()? {
            match file.kind {
                FileKind::Entry => {
                    stats.entries += 1;
                    stats.bytes += file.bytes;
                }
                FileKind::Temp => stats.temp_files += 1,
            }
        }
        Ok(stats)
    }

    /// Every entry, most recently used first.
    pub fn list(&self) -> Result<Vec<EntryInfo>, String> {
        let mut out: Vec<EntryInfo> = self
            .scan()?
            .into_iter()
            .filter(|f| f.kind == FileKind::Entry)
            .map(|f| EntryInfo {
                key: read_key(&f.path),
                path: f.path,
                bytes: f.bytes,
                last_used: f.modified,
            })
            .collect();
        out.sort_by(|a, b| b.last_used.cmp(&a.last_used).then(a.path.cmp(&b.path)));
        Ok(out)
    }

    /// Removes every entry and temporary file; returns how many entries and bytes went.
    /// Files that are not the cache's are left alone.
    pub fn clear(&self) -> Result<(usize, u64), String> {
        let (mut entries, mut bytes) = (0, 0);
        for file in self.scan()? {
            match fs::remove_file(&file.path) {
                Ok(()) if file.kind == FileKind::Entry => {
                    entries += 1;
                    bytes += file.bytes;
                }
                Ok(()) => {}
                Err(e) if e.kind() == ErrorKind::NotFound => {}
                Err(e) => return Err(format!("cannot remove {}: {e}", file.path.display())),
            }
        }
        Ok((entries, bytes))
    }

    /// Removes temporary files last modified more than `older_than` ago; returns how many.
    pub fn remove_stale_temp_files(&self, older_than: Duration) -> usize {
        let Ok(files) = self.scan() else { return 0 };
        remove_stale(&files, older_than)
    }

    /// Deletes least-recently-used entries until the total fits the limit, never `keep`.
    /// Returns how many were deleted.
    pub fn evict(&self, keep: Option<&Path>) -> usize {
        let Ok(files) = self.scan() else { return 0 };
        self.evict_from(files, keep)
    }

    /// [`DiskCache::remove_stale_temp_files`] and [`DiskCache::evict`] from one scan.
    fn housekeeping(&self, keep: Option<&Path>) {
        let Ok(files) = self.scan() else { return };
        remove_stale(&files, STALE_TEMP_AGE);
        self.evict_from(files, keep);
    }

    fn evict_from(&self, files: Vec<ScannedFile>, keep: Option<&Path>) -> usize {
        let mut entries: Vec<ScannedFile> = files
            .into_iter()
            .filter(|f| f.kind == FileKind::Entry)
            .collect();
        let mut total: u64 = entries.iter().map(|f| f.bytes).sum();
        if total <= self.max_bytes {
            return 0;
        }
        entries.sort_by(|a, b| a.modified.cmp(&b.modified).then(a.path.cmp(&b.path)));
        let mut evicted = 0;
        for entry in entries {
            if total <= self.max_bytes {
                break;
            }
            if Some(entry.path.as_path()) == keep {
                continue;
            }
            match fs::remove_file(&entry.path) {
                Ok(()) => evicted += 1,
                // Another process evicted it first: it no longer counts either way.
                Err(e) if e.kind() == ErrorKind::NotFound => {}
                Err(_) => continue,
            }
            total = total.saturating_sub(entry.bytes);
        }
        evicted
    }

    /// Why there is no entry for `key`: entries for the same module under other keys, if any,
    /// name the parts that differ (those of the closest one).
    fn explain_absence(&self, key: &CacheKey) -> MissReason {
        let prefix = format!("{}-", &to_hex(&key.module)[..MODULE_PREFIX_LEN]);
        let Ok(files) = self.scan() else {
            return MissReason::NoEntry;
        };
        let closest = files
            .iter()
            .filter(|f| f.kind == FileKind::Entry && f.name.starts_with(&prefix))
            .filter_map(|f| read_key(&f.path).ok())
            .filter(|other| other.module == key.module)
            .map(|other| key.differing_parts(&other))
            .filter(|what| !what.is_empty())
            .min_by_key(|what| what.len());
        match closest {
            Some(what) => MissReason::KeyDiffers { what },
            None => MissReason::NoEntry,
        }
    }

    /// The cache's files (entries and temporary files), with their sizes and times.
    fn scan(&self) -> Result<Vec<ScannedFile>, String> {
        let read = fs::read_dir(&self.dir)
            .map_err(|e| format!("cannot read cache directory {}: {e}", self.dir.display()))?;
        let mut out = Vec::new();
        for dirent in read.flatten() {
            let Ok(name) = dirent.file_name().into_string() else {
                continue;
            };
            let kind = if is_entry_name(&name) {
                FileKind::Entry
            } else if name.starts_with(TEMP_PREFIX) {
                FileKind::Temp
            } else {
                continue;
            };
            // Files can vanish between listing and stat when other processes evict.
            let Ok(meta) = dirent.metadata() else {
                continue;
            };
            if !meta.is_file() {
                continue;
            }
            out.push(ScannedFile {
                path: dirent.path(),
                name,
                kind,
                bytes: meta.len(),
                modified: meta.modified().unwrap_or(SystemTime::UNIX_EPOCH),
            });
        }
        Ok(out)
    }
}

impl PendingEntry {
    /// The temporary file holding the entry until it is committed.
    pub fn temp_path(&self) -> &Path {
        &self.temp
    }

    /// Renames the temporary file into place: the entry becomes visible, whole, at once.
    pub fn commit(mut self) -> Result<(), String> {
        fs::rename(&self.temp, &self.target).map_err(|e| {
            format!(
                "cannot move {} to {}: {e}",
                self.temp.display(),
                self.target.display()
            )
        })?;
        self.committed = true;
        // Make the rename itself durable; a failure here loses at most this entry on power loss.
        if let Some(dir) = self.target.parent() {
            let _ = File::open(dir).and_then(|d| d.sync_all());
        }
        Ok(())
    }
}

impl Drop for PendingEntry {
    fn drop(&mut self) {
        if !self.committed {
            let _ = fs::remove_file(&self.temp);
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum FileKind {
    Entry,
    Temp,
}

struct ScannedFile {
    path: PathBuf,
    name: String,
    kind: FileKind,
    bytes: u64,
    modified: SystemTime,
}

/// Removes the temporary files among `files` older than `older_than`; returns how many.
fn remove_stale(files: &[ScannedFile], older_than: Duration) -> usize {
    let now = SystemTime::now();
    files
        .iter()
        .filter(|f| f.kind == FileKind::Temp)
        .filter(|f| now.duration_since(f.modified).unwrap_or_default() > older_than)
        .filter(|f| fs::remove_file(&f.path).is_ok())
        .count()
}

/// `<16 hex>-<64 hex>.kiln`.
fn is_entry_name(name: &str) -> bool {
    let Some(stem) = name.strip_suffix(ENTRY_SUFFIX) else {
        return false;
    };
    let hex = |s: &str| {
        s.bytes()
            .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
    };
    match stem.split_once('-') {
        Some((module, key)) => {
            module.len() == MODULE_PREFIX_LEN && key.len() == 64 && hex(module) && hex(key)
        }
        None => false,
    }
}

/// A unique temporary name: process id, and a random number (per-process random keys mixed
/// with a counter and the clock).
fn temp_name() -> String {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let mut h = RandomState::new().build_hasher();
    h.write_u64(COUNTER.fetch_add(1, Ordering::Relaxed));
    let nanos = SystemTime::now()
        .duration_since(SystemTime::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos());
    h.write_u128(nanos);
    format!("{TEMP_PREFIX}{}-{:016x}", std::process::id(), h.finish())
}

/// The key in an entry's header (the header alone is read and checked).
fn read_key(path: &Path) -> Result<CacheKey, String> {
    let mut file = File::open(path).map_err(|e| format!("unreadable: {e}"))?;
    let mut preamble = Vec::with_capacity(PREAMBLE_LEN);
    (&mut file)
        .take(PREAMBLE_LEN as u64)
        .read_to_end(&mut preamble)
        .map_err(|e| format!("unreadable: {e}"))?;
    let header_len = decode_preamble(&preamble)?;
    let mut header = Vec::with_capacity(header_len);
    file.take(header_len as u64)
        .read_to_end(&mut header)
        .map_err(|e| format!("unreadable: {e}"))?;
    if header.len() < header_len {
        return Err("truncated (inside the header)".to_string());
    }
    decode_header(&header).map(|(key, _)| key)
}

/// Deletes a rejected entry, unless another process has meanwhile renamed a new file into its
/// place (then the new file is not ours to judge).
fn discard(path: &Path, read: &File) {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        let same = match (read.metadata(), fs::metadata(path)) {
            (Ok(a), Ok(b)) => a.dev() == b.dev() && a.ino() == b.ino(),
            _ => false,
        };
        if !same {
            return;
        }
    }
    #[cfg(not(unix))]
    let _ = read;
    let _ = fs::remove_file(path);
}

/// Opens an entry to read it. On Linux without updating its access time where the process may
/// (it owns the file): the hit's own touch (the modification time, for eviction) also sets the
/// change time, so each later read would otherwise write the inode's access time back, a
/// journal transaction inside the hit.
fn open_entry(path: &Path) -> std::io::Result<File> {
    #[cfg(target_os = "linux")]
    {
        use std::os::unix::fs::OpenOptionsExt;
        match OpenOptions::new()
            .read(true)
            .custom_flags(libc::O_NOATIME)
            .open(path)
        {
            Err(e) if e.raw_os_error() == Some(libc::EPERM) => {}
            opened => return opened,
        }
    }
    File::open(path)
}
