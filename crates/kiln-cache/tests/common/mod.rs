//! Helpers shared by the kiln-cache tests.
#![allow(dead_code)]

use kiln_cache::{host_target, kiln_version, CacheKey};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, SystemTime};

/// A fresh directory under the system temp dir, removed on drop.
pub struct TempDir(PathBuf);

impl TempDir {
    pub fn new(label: &str) -> TempDir {
        static COUNTER: AtomicUsize = AtomicUsize::new(0);
        let n = COUNTER.fetch_add(1, Ordering::Relaxed);
        let path = std::env::temp_dir().join(format!(
            "kiln-cache-test-{label}-{}-{n}",
            std::process::id()
        ));
        let _ = std::fs::remove_dir_all(&path);
        std::fs::create_dir_all(&path).expect("create test dir");
        TempDir(path)
    }

    pub fn path(&self) -> &Path {
        &self.0
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// A key for this host with a module fingerprint made from `seed`.
pub fn key(seed: &str, options: &str) -> CacheKey {
    let (target, cpu_features) = host_target();
    CacheKey {
        module: *blake3::hash(seed.as_bytes()).as_bytes(),
        options: options.into(),
        kiln_version: kiln_version(),
        target,
        cpu_features,
    }
}

/// Deterministic bytes standing in for an executable.
pub fn payload(len: usize, salt: u8) -> Vec<u8> {
    (0..len)
        .map(|i| (i as u8).wrapping_mul(7).wrapping_add(salt))
        .collect()
}

/// The key and payload `kiln-cache-stress` uses (kept in step with src/bin/cache_stress.rs).
pub fn stress_key() -> CacheKey {
    key("kiln-cache-stress module", "stress")
}

pub fn stress_payload(len: usize) -> Vec<u8> {
    (0..len)
        .map(|i| (i.wrapping_mul(31) ^ (i >> 8)) as u8)
        .collect()
}

/// Files in `dir` whose names satisfy `pred`.
pub fn files_named(dir: &Path, pred: impl Fn(&str) -> bool) -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("read dir")
        .flatten()
        .filter(|e| pred(&e.file_name().to_string_lossy()))
        .map(|e| e.path())
        .collect();
    out.sort();
    out
}

pub fn entry_files(dir: &Path) -> Vec<PathBuf> {
    files_named(dir, |n| n.ends_with(".kiln"))
}

pub fn temp_files(dir: &Path) -> Vec<PathBuf> {
    files_named(dir, |n| n.starts_with(".tmp-"))
}

/// Sets a file's modification time `age` into the past.
pub fn backdate(path: &Path, age: Duration) {
    let file = std::fs::File::options()
        .write(true)
        .open(path)
        .expect("open to backdate");
    file.set_modified(SystemTime::now() - age)
        .expect("set mtime");
}
