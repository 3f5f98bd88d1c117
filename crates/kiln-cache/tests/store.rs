//! The client-facing cache: memory, then disk, then compile; explanations; degraded modes.

mod common;

use common::{entry_files, key, TempDir};
use kiln_cache::{
    explain, CacheEvent, CacheOptions, CachePayload, CompilationCache, DiskSetting, HitSource,
    MissReason,
};
use std::cell::Cell;
use std::fs;

/// Stands in for an executable. Payloads starting with 0xFF fail to decode, as a payload from
/// an incompatible serializer would.
#[derive(Debug, PartialEq)]
struct Compiled(Vec<u8>);

impl CachePayload for Compiled {
    fn encode(&self) -> Vec<u8> {
        self.0.clone()
    }

    fn decode(bytes: &[u8]) -> Result<Self, String> {
        match bytes.first() {
            Some(0xFF) => Err("unknown executable format".into()),
            _ => Ok(Compiled(bytes.to_vec())),
        }
    }
}

fn options(disk: DiskSetting) -> CacheOptions {
    CacheOptions {
        memory: true,
        disk,
        max_bytes: 1 << 20,
        verbose: false,
    }
}

/// Compiles through `cache`, counting compiler calls.
fn compile(
    cache: &CompilationCache<Compiled>,
    k: &kiln_cache::CacheKey,
    bytes: &[u8],
    calls: &Cell<usize>,
) -> CacheEvent {
    let (value, event) = cache
        .get_or_compile(k, || {
            calls.set(calls.get() + 1);
            Ok::<_, String>(Compiled(bytes.to_vec()))
        })
        .unwrap();
    assert_eq!(value.0, bytes);
    event
}

#[test]
fn memory_then_disk_then_compile() {
    let dir = TempDir::new("store");
    let k = key("m", "o");
    let calls = Cell::new(0);
    let cache = CompilationCache::new(&options(DiskSetting::Dir(dir.path().into())));
    assert_eq!(
        compile(&cache, &k, b"code", &calls),
        CacheEvent::Miss(MissReason::NoEntry)
    );
    assert_eq!(
        compile(&cache, &k, b"code", &calls),
        CacheEvent::Hit(HitSource::Memory)
    );
    assert_eq!(calls.get(), 1);

    // A new cache (a new process) finds it on disk, then in memory.
    let cache = CompilationCache::new(&options(DiskSetting::Dir(dir.path().into())));
    assert_eq!(
        compile(&cache, &k, b"code", &calls),
        CacheEvent::Hit(HitSource::Disk)
    );
    assert_eq!(
        compile(&cache, &k, b"code", &calls),
        CacheEvent::Hit(HitSource::Memory)
    );
    assert_eq!(calls.get(), 1);

    let event = CacheEvent::Hit(HitSource::Disk);
    assert_eq!(
        explain(&k, &event),
        format!("cache hit (disk, key {})", k.short_hex())
    );
}

#[test]
fn shared_values_within_a_process() {
    let cache = CompilationCache::new(&options(DiskSetting::Off));
    let k = key("m", "o");
    let (a, _) = cache
        .get_or_compile(&k, || Ok::<_, ()>(Compiled(vec![1])))
        .unwrap();
    let (b, _) = cache
        .get_or_compile(&k, || Ok::<_, ()>(Compiled(vec![2])))
        .unwrap();
    assert!(std::sync::Arc::ptr_eq(&a, &b));
    assert_eq!(cache.memory().unwrap().len(), 1);
}

#[test]
fn corrupt_entries_are_recompiled_and_replaced() {
    let dir = TempDir::new("store-corrupt");
    let k = key("m", "o");
    let calls = Cell::new(0);
    let disk_only = CacheOptions {
        memory: false,
        ..options(DiskSetting::Dir(dir.path().into()))
    };
    let cache = CompilationCache::new(&disk_only);
    compile(&cache, &k, b"machine code and plan", &calls);

    let path = cache.disk().unwrap().entry_path(&k);
    let mut bytes = fs::read(&path).unwrap();
    // A byte of the payload, just before the checksum.
    let middle = bytes.len() - kiln_cache::format::CHECKSUM_LEN - 5;
    bytes[middle] ^= 1;
    fs::write(&path, &bytes).unwrap();
    let event = compile(&cache, &k, b"machine code and plan", &calls);
    assert_eq!(
        explain(&k, &event),
        "cache miss: entry rejected as corrupt (checksum mismatch); recompiled"
    );
    assert_eq!(calls.get(), 2);
    // The recompiled result replaced the bad entry.
    assert_eq!(
        compile(&cache, &k, b"machine code and plan", &calls),
        CacheEvent::Hit(HitSource::Disk)
    );

    // An intact entry whose payload the executable loader rejects is treated the same way.
    let k2 = key("m2", "o");
    compile(&cache, &k2, &[0xFF, 1, 2], &calls);
    let event = compile(&cache, &k2, &[0xFF, 1, 2], &calls);
    match event {
        CacheEvent::Miss(MissReason::Corrupt(why)) => {
            assert!(why.contains("unknown executable format"), "{why}")
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn an_unwritable_directory_means_no_disk_cache_not_a_failure() {
    let dir = TempDir::new("store-unwritable");
    let file = dir.path().join("file");
    fs::write(&file, b"x").unwrap();
    let cache = CompilationCache::new(&options(DiskSetting::Dir(file.join("cache"))));
    assert!(cache.disk().is_none());
    let calls = Cell::new(0);
    let k = key("m", "o");
    compile(&cache, &k, b"code", &calls);
    assert_eq!(
        compile(&cache, &k, b"code", &calls),
        CacheEvent::Hit(HitSource::Memory)
    );
    assert_eq!(calls.get(), 1);
}

#[test]
fn a_directory_that_disappears_degrades_to_no_disk_writes() {
    let dir = TempDir::new("store-vanish");
    let cache_dir = dir.path().join("cache");
    let cache = CompilationCache::new(&options(DiskSetting::Dir(cache_dir.clone())));
    fs::remove_dir_all(&cache_dir).unwrap();
    fs::write(&cache_dir, b"now a file").unwrap();
    let calls = Cell::new(0);
    for m in ["a", "b"] {
        assert_eq!(
            compile(&cache, &key(m, ""), b"code", &calls),
            CacheEvent::Miss(MissReason::NoEntry)
        );
    }
    assert_eq!(calls.get(), 2);
}

#[test]
fn compile_errors_are_returned_and_not_cached() {
    let dir = TempDir::new("store-error");
    let cache = CompilationCache::<Compiled>::new(&options(DiskSetting::Dir(dir.path().into())));
    let k = key("m", "o");
    let err = cache
        .get_or_compile(&k, || Err::<Compiled, _>("unsupported op"))
        .unwrap_err();
    assert_eq!(err, "unsupported op");
    assert!(entry_files(dir.path()).is_empty());
    assert!(cache.memory().unwrap().is_empty());
}

/// Sets the modification time of `k`'s entry (the least-recently-used order) `seconds` after
/// the epoch.
fn set_used_at(cache: &kiln_cache::DiskCache, k: &kiln_cache::CacheKey, seconds: u64) {
    let file = fs::File::open(cache.entry_path(k)).unwrap();
    let at = std::time::UNIX_EPOCH + std::time::Duration::from_secs(seconds);
    file.set_modified(at).unwrap();
}

fn used_at(cache: &kiln_cache::DiskCache, k: &kiln_cache::CacheKey) -> std::time::SystemTime {
    fs::metadata(cache.entry_path(k))
        .unwrap()
        .modified()
        .unwrap()
}

/// A disk hit records its use (the entry's modification time) after it is served: when the
/// cache is dropped, or before its next write.
#[test]
fn a_hit_records_its_use_when_the_cache_is_dropped() {
    let dir = TempDir::new("used-on-drop");
    let k = key("m", "o");
    let calls = Cell::new(0);
    let first = CompilationCache::new(&options(DiskSetting::Dir(dir.path().into())));
    compile(&first, &k, b"compiled", &calls);
    drop(first);
    let disk = kiln_cache::DiskCache::open(dir.path(), 1 << 20).unwrap();
    set_used_at(&disk, &k, 1_000_000);
    let old = used_at(&disk, &k);

    let second = CompilationCache::new(&options(DiskSetting::Dir(dir.path().into())));
    let event = compile(&second, &k, b"compiled", &calls);
    assert_eq!(event, CacheEvent::Hit(HitSource::Disk));
    assert_eq!(
        used_at(&disk, &k),
        old,
        "not touched while the hit is served"
    );
    drop(second);
    assert!(
        used_at(&disk, &k) > old,
        "touched when the cache is dropped"
    );
    assert_eq!(calls.get(), 1);
}

/// Entries a process hit count as used before that process's next write evicts anything: with
/// room for three entries, hitting the oldest and then storing a fourth evicts the second
/// oldest.
#[test]
fn eviction_after_a_hit_keeps_the_entry_that_was_hit() {
    let dir = TempDir::new("used-before-evict");
    let [a, b, c, d] = ["a", "b", "c", "d"].map(|m| key(m, ""));
    let entry_len = kiln_cache::format::encode_entry(&a, b"compiled").len() as u64;
    let limited = CacheOptions {
        max_bytes: 3 * entry_len,
        ..options(DiskSetting::Dir(dir.path().into()))
    };
    let calls = Cell::new(0);
    let writer = CompilationCache::new(&limited);
    for k in [&a, &b, &c] {
        compile(&writer, k, b"compiled", &calls);
    }
    drop(writer);
    let disk = kiln_cache::DiskCache::open(dir.path(), 3 * entry_len).unwrap();
    for (seconds, k) in [(1_000_000, &a), (1_000_001, &b), (1_000_002, &c)] {
        set_used_at(&disk, k, seconds);
    }

    let cache = CompilationCache::new(&limited);
    assert_eq!(
        compile(&cache, &a, b"compiled", &calls),
        CacheEvent::Hit(HitSource::Disk)
    );
    compile(&cache, &d, b"compiled", &calls);
    assert!(disk.entry_path(&a).exists(), "the entry just hit stays");
    assert!(
        !disk.entry_path(&b).exists(),
        "the least recently used goes"
    );
    assert!(disk.entry_path(&c).exists() && disk.entry_path(&d).exists());
}
