//! The disk cache in one process: round trips, every kind of damage to an entry (detected,
//! deleted, reported, never returned), LRU eviction, temporary files, unusable directories.

mod common;

use common::{backdate, entry_files, key, payload, temp_files, TempDir};
use kiln_cache::format::{encode_entry, CHECKSUM_LEN, FORMAT_VERSION, PAYLOAD_ALIGN};
use kiln_cache::{explain_miss, CacheKey, DiskCache, Lookup, MissReason};
use std::fs;
use std::time::Duration;

const MIB: u64 = 1 << 20;

fn corrupt_reason(lookup: Lookup) -> String {
    match lookup {
        Lookup::Miss(MissReason::Corrupt(why)) => why,
        other => panic!("expected a corrupt entry, got {other:?}"),
    }
}

#[test]
fn round_trip() {
    let dir = TempDir::new("roundtrip");
    let cache = DiskCache::open(dir.path(), MIB).unwrap();
    let k = key("m", "o");
    assert_eq!(cache.get(&k), Lookup::Miss(MissReason::NoEntry));
    for len in [0, 1, 4096, 100_000] {
        let data = payload(len, 3);
        cache.put(&k, &data).unwrap();
        // The whole entry with the payload's place in it, as the client's hit path reads it.
        let (entry, place) = cache.get_entry(&k).unwrap();
        assert_eq!(entry[place].to_vec(), data);
        assert_eq!(
            entry.len() as u64,
            fs::metadata(cache.entry_path(&k)).unwrap().len()
        );
        assert_eq!(cache.get(&k), Lookup::Hit(data));
    }
    // The entry file is named by the key's digest in lowercase hex.
    let name = cache.entry_path(&k);
    let name = name.file_name().unwrap().to_str().unwrap();
    assert!(name.contains(&k.hex()), "{name}");
    assert_eq!(
        kiln_cache::fingerprint::to_hex(&[0x00, 0x0f, 0xa5, 0xff]),
        "000fa5ff"
    );
    let stats = cache.stats().unwrap();
    assert_eq!((stats.entries, stats.temp_files), (1, 0));
    let file = fs::metadata(cache.entry_path(&k)).unwrap().len();
    assert_eq!(stats.bytes, file);
    assert_eq!(file, encode_entry(&k, &payload(100_000, 3)).len() as u64);
    let listed = cache.list().unwrap();
    assert_eq!(listed.len(), 1);
    assert_eq!(listed[0].key.as_ref().unwrap(), &k);
}

#[test]
fn entries_are_mapped_with_the_payload_aligned() {
    let dir = TempDir::new("mapped");
    let cache = DiskCache::open(dir.path(), MIB).unwrap();
    // Options of every length modulo the alignment: headers of every length.
    for extra in 0..PAYLOAD_ALIGN {
        let k = key("m", &"o".repeat(extra));
        let data = payload(300 + extra, 5);
        cache.put(&k, &data).unwrap();
        for executable in [false, true] {
            let (entry, place) = cache.get_entry_untouched(&k, executable).unwrap();
            assert_eq!(entry[place.clone()].to_vec(), data);
            assert_eq!(place.start % PAYLOAD_ALIGN, 0, "{place:?}");
            assert_eq!((entry.as_ptr() as usize + place.start) % PAYLOAD_ALIGN, 0);
            // Mapped (this is a Unix file system), executable only when asked.
            assert_eq!(entry.executable(), executable, "{entry:?}");
        }
        // Read through `get_entry` (for tools): mapped, not executable.
        assert!(!cache.get_entry(&k).unwrap().0.executable());
    }
}

/// Reading an entry (mapped or not) leaves its access time alone where the process owns the
/// file: a hit's eviction touch also sets the change time, so each later read would otherwise
/// write the access time back (on a `relatime` mount), a journal transaction inside the hit.
/// (On a `noatime` mount this holds whatever the reader does.)
#[cfg(target_os = "linux")]
#[test]
fn reading_an_entry_leaves_its_access_time_alone() {
    let dir = TempDir::new("atime");
    let cache = DiskCache::open(dir.path(), MIB).unwrap();
    let k = key("m", "o");
    let data = payload(1000, 1);
    cache.put(&k, &data).unwrap();
    let path = cache.entry_path(&k);
    let hour_ago = std::time::SystemTime::now() - Duration::from_secs(3600);
    let times = fs::FileTimes::new().set_accessed(hour_ago);
    fs::File::options()
        .write(true)
        .open(&path)
        .and_then(|f| f.set_times(times))
        .unwrap();
    for executable in [false, true] {
        let (entry, place) = cache.get_entry_untouched(&k, executable).unwrap();
        assert_eq!(entry[place].to_vec(), data);
    }
    assert!(matches!(cache.get(&k), Lookup::Hit(_)));
    let accessed = fs::metadata(&path).unwrap().accessed().unwrap();
    let age = accessed.elapsed().unwrap_or_default();
    assert!(
        age > Duration::from_secs(1800),
        "access time moved: {age:?} old"
    );
}

#[test]
fn bad_padding_is_rejected_even_under_a_valid_checksum() {
    let dir = TempDir::new("padding");
    let cache = DiskCache::open(dir.path(), MIB).unwrap();
    let k = key("m", "o");
    let good = encode_entry(&k, &payload(100, 2));
    let payload_start = good.len() - CHECKSUM_LEN - 100;
    // The padding's last byte, made nonzero, the checksum recomputed to match.
    let mut bad = good.clone();
    bad[payload_start - 1] = 7;
    let body = bad.len() - CHECKSUM_LEN;
    let checksum = kiln_cache::format::checksum(&bad[..body]);
    bad[body..].copy_from_slice(&checksum);
    plant(&cache, &k, &bad);
    let why = corrupt_reason(cache.get(&k));
    assert!(why.contains("padding"), "{why}");
}

/// Writes `bytes` where the entry for `k` belongs, bypassing `put`.
fn plant(cache: &DiskCache, k: &CacheKey, bytes: &[u8]) {
    fs::write(cache.entry_path(k), bytes).unwrap();
}

/// Flips one bit at each of `offsets` in turn; every damaged entry must be rejected and deleted.
fn check_flips(cache: &DiskCache, k: &CacheKey, good: &[u8], offsets: impl Iterator<Item = usize>) {
    let mut count = 0;
    for offset in offsets {
        let mut bad = good.to_vec();
        bad[offset] ^= 0x10;
        plant(cache, k, &bad);
        let why = corrupt_reason(cache.get(k));
        assert!(!why.is_empty());
        assert!(
            !cache.entry_path(k).exists(),
            "offset {offset}: rejected entry not deleted"
        );
        assert_eq!(cache.get(k), Lookup::Miss(MissReason::NoEntry));
        count += 1;
    }
    assert!(count > 0);
}

/// The payload is opaque to the cache; think of its first half as machine code and its second
/// half as the buffer plan and thunk list.
const PAYLOAD_LEN: usize = 4096;

fn good_entry(k: &CacheKey) -> (Vec<u8>, usize, usize) {
    let good = encode_entry(k, &payload(PAYLOAD_LEN, 9));
    let checksum_start = good.len() - CHECKSUM_LEN;
    (good, checksum_start - PAYLOAD_LEN, checksum_start)
}

#[test]
fn corrupt_header_bytes_are_detected() {
    let dir = TempDir::new("header");
    let cache = DiskCache::open(dir.path(), MIB).unwrap();
    let k = key("m", "optimize=true threads=1");
    let (good, payload_start, _) = good_entry(&k);
    // Every byte of magic, format version, header length and header.
    check_flips(&cache, &k, &good, 0..payload_start);

    let mut bad = good.clone();
    bad[0] = b'X';
    plant(&cache, &k, &bad);
    assert!(corrupt_reason(cache.get(&k)).contains("bad magic"));
    // Other format versions, older (no payload alignment, blake3 checksums) and newer.
    for version in [1, 2, FORMAT_VERSION + 1] {
        let mut bad = good.clone();
        bad[9..13].copy_from_slice(&version.to_le_bytes());
        plant(&cache, &k, &bad);
        let why = corrupt_reason(cache.get(&k));
        assert!(why.contains(&format!("format version {version}")), "{why}");
    }
}

#[test]
fn corrupt_code_and_plan_bytes_are_detected() {
    let dir = TempDir::new("payload");
    let cache = DiskCache::open(dir.path(), MIB).unwrap();
    let k = key("m", "o");
    let (good, start, end) = good_entry(&k);
    let code = start..start + PAYLOAD_LEN / 2;
    let plan = start + PAYLOAD_LEN / 2..end;
    check_flips(&cache, &k, &good, code.clone());
    check_flips(&cache, &k, &good, plan.clone());
    // The checksum itself.
    check_flips(&cache, &k, &good, end..good.len());
    for offset in [code.start, code.end - 1, plan.start, plan.end - 1] {
        let mut bad = good.clone();
        bad[offset] = bad[offset].wrapping_add(1);
        plant(&cache, &k, &bad);
        assert_eq!(corrupt_reason(cache.get(&k)), "checksum mismatch");
        assert_eq!(
            explain_miss(&MissReason::Corrupt("checksum mismatch".into())),
            "cache miss: entry rejected as corrupt (checksum mismatch); recompiled"
        );
    }
}

#[test]
fn truncation_at_every_length_is_detected() {
    let dir = TempDir::new("truncate");
    let cache = DiskCache::open(dir.path(), MIB).unwrap();
    let k = key("m", "o");
    let good = encode_entry(&k, &payload(300, 1));
    for len in 0..good.len() {
        plant(&cache, &k, &good[..len]);
        let why = corrupt_reason(cache.get(&k));
        assert!(!cache.entry_path(&k).exists(), "length {len}: {why}");
    }
    // Trailing bytes are as wrong as missing ones.
    let mut long = good.clone();
    long.push(0);
    plant(&cache, &k, &long);
    assert!(corrupt_reason(cache.get(&k)).contains("size mismatch"));
    plant(&cache, &k, &good);
    assert_eq!(cache.get(&k), Lookup::Hit(payload(300, 1)));
}

#[test]
fn foreign_files_are_detected() {
    let dir = TempDir::new("foreign");
    let cache = DiskCache::open(dir.path(), MIB).unwrap();
    let k = key("m", "o");
    let foreign: [&[u8]; 4] = [
        b"hello, this is not a cache entry at all",
        b"",
        b"KILNCACHE",
        &[0xff; 5000],
    ];
    for bytes in foreign {
        plant(&cache, &k, bytes);
        corrupt_reason(cache.get(&k));
        assert!(!cache.entry_path(&k).exists());
    }
    // A whole, valid entry for another key, under this key's name.
    let other = key("m", "other options");
    plant(&cache, &k, &encode_entry(&other, &payload(10, 0)));
    assert!(corrupt_reason(cache.get(&k)).contains("different key"));
    assert!(!cache.entry_path(&k).exists());
    // A directory where the entry belongs is reported, not returned.
    fs::create_dir(cache.entry_path(&k)).unwrap();
    corrupt_reason(cache.get(&k));
}

#[test]
fn lru_eviction() {
    let dir = TempDir::new("lru");
    let entry_len = encode_entry(&key("a", ""), &payload(1000, 0)).len() as u64;
    let cache = DiskCache::open(dir.path(), 3 * entry_len).unwrap();
    let [a, b, c, d] = ["a", "b", "c", "d"].map(|m| key(m, ""));
    for k in [&a, &b, &c] {
        cache.put(k, &payload(1000, 0)).unwrap();
    }
    assert_eq!(cache.stats().unwrap().entries, 3);
    // Using `a` makes `b` the least recently used.
    assert!(matches!(cache.get(&a), Lookup::Hit(_)));
    cache.put(&d, &payload(1000, 0)).unwrap();
    assert_eq!(cache.get(&b), Lookup::Miss(MissReason::NoEntry));
    for k in [&a, &c, &d] {
        assert!(matches!(cache.get(k), Lookup::Hit(_)));
    }
    let stats = cache.stats().unwrap();
    assert_eq!(stats.entries, 3);
    assert!(stats.bytes <= stats.max_bytes);
    // Listing is most recent first.
    let listed: Vec<CacheKey> = cache
        .list()
        .unwrap()
        .into_iter()
        .map(|e| e.key.unwrap())
        .collect();
    assert_eq!(listed, vec![d.clone(), c.clone(), a.clone()]);

    // An entry larger than the whole cache is refused, and evicts nothing.
    assert!(cache.put(&b, &payload(4000, 0)).is_err());
    assert_eq!(cache.stats().unwrap().entries, 3);
    assert!(temp_files(dir.path()).is_empty());

    // Reopening with a smaller limit evicts down to it.
    let small = DiskCache::open(dir.path(), entry_len).unwrap();
    assert_eq!(small.stats().unwrap().entries, 1);
    assert!(matches!(small.get(&d), Lookup::Hit(_)));
}

#[test]
fn uncommitted_writes_leave_nothing() {
    let dir = TempDir::new("pending");
    let cache = DiskCache::open(dir.path(), MIB).unwrap();
    let k = key("m", "o");
    let pending = cache.prepare(&k, &payload(100, 0)).unwrap();
    assert!(pending.temp_path().exists());
    assert_eq!(cache.get(&k), Lookup::Miss(MissReason::NoEntry));
    assert_eq!(cache.stats().unwrap().temp_files, 1);
    drop(pending);
    assert!(temp_files(dir.path()).is_empty());
    assert!(entry_files(dir.path()).is_empty());

    cache
        .prepare(&k, &payload(100, 0))
        .unwrap()
        .commit()
        .unwrap();
    assert_eq!(cache.get(&k), Lookup::Hit(payload(100, 0)));
}

#[test]
fn stale_temp_files_are_removed_on_open() {
    let dir = TempDir::new("stale");
    let stale = dir.path().join(".tmp-4242-00000000deadbeef");
    let fresh = dir.path().join(".tmp-4243-00000000cafef00d");
    fs::write(&stale, b"half an entry").unwrap();
    fs::write(&fresh, b"a write in progress").unwrap();
    backdate(&stale, Duration::from_secs(11 * 60));
    DiskCache::open(dir.path(), MIB).unwrap();
    assert!(!stale.exists());
    assert!(fresh.exists(), "a recent temp file may be a live writer's");
}

#[test]
fn clear_removes_entries_and_temp_files_only() {
    let dir = TempDir::new("clear");
    let cache = DiskCache::open(dir.path(), MIB).unwrap();
    for m in ["a", "b"] {
        cache.put(&key(m, ""), &payload(50, 0)).unwrap();
    }
    let pending = cache.prepare(&key("c", ""), &payload(50, 0)).unwrap();
    let unrelated = dir.path().join("README");
    fs::write(&unrelated, b"not ours").unwrap();
    let bytes = cache.stats().unwrap().bytes;
    assert_eq!(cache.clear().unwrap(), (2, bytes));
    assert!(entry_files(dir.path()).is_empty());
    assert!(temp_files(dir.path()).is_empty());
    assert!(unrelated.exists());
    // The writer whose temp file went finds out when it commits; nothing is left behind.
    assert!(pending.commit().is_err());
    assert!(entry_files(dir.path()).is_empty());
}

#[test]
fn unusable_directories_fail_to_open_gracefully() {
    let dir = TempDir::new("unwritable");
    // Tests may run as root, where permissions do not stop writes: use a path through a file.
    let file = dir.path().join("a-file");
    fs::write(&file, b"x").unwrap();
    let err = DiskCache::open(file.join("cache"), MIB).unwrap_err();
    assert!(err.contains("cannot create cache directory"), "{err}");
    let err = DiskCache::open(&file, MIB).unwrap_err();
    assert!(!err.is_empty());
    assert!(DiskCache::existing(file.join("cache"), MIB).is_err());
}

#[test]
fn existing_opens_without_writing() {
    let dir = TempDir::new("existing");
    let cache = DiskCache::open(dir.path(), MIB).unwrap();
    let k = key("m", "o");
    cache.put(&k, &payload(10, 0)).unwrap();
    let view = DiskCache::existing(dir.path(), MIB).unwrap();
    assert_eq!(view.stats().unwrap().entries, 1);
    assert_eq!(view.get(&k), Lookup::Hit(payload(10, 0)));
}
