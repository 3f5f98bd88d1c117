//! The disk cache across real processes (`kiln-cache-stress`): concurrent writers of one key end
//! with one good entry, and a writer killed with SIGKILL leaves nothing that is ever loaded.

mod common;

use common::{backdate, entry_files, stress_key, stress_payload, temp_files, TempDir};
use kiln_cache::{DiskCache, Lookup, MissReason};
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

const STRESS: &str = env!("CARGO_BIN_EXE_kiln-cache-stress");
const PAYLOAD: usize = 1 << 20;

fn spawn_racer(dir: &Path, rounds: usize) -> Child {
    Command::new(STRESS)
        .arg(dir)
        .args(["race", &rounds.to_string(), &PAYLOAD.to_string()])
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn kiln-cache-stress")
}

/// The entry is absent or whole and right; never corrupt.
fn assert_no_partial_entry(dir: &Path) -> bool {
    let cache = DiskCache::existing(dir, 1 << 30).unwrap();
    match cache.get(&stress_key()) {
        Lookup::Hit(bytes) => {
            assert!(bytes == stress_payload(PAYLOAD), "wrong payload loaded");
            true
        }
        Lookup::Miss(MissReason::Corrupt(why)) => panic!("a partial entry was visible: {why}"),
        Lookup::Miss(_) => false,
    }
}

#[test]
fn eight_processes_writing_one_key_end_with_one_good_entry() {
    let dir = TempDir::new("race");
    let children: Vec<Child> = (0..8).map(|_| spawn_racer(dir.path(), 20)).collect();
    for child in children {
        let out = child.wait_with_output().unwrap();
        assert!(
            out.status.success(),
            "a racer failed: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    assert_eq!(entry_files(dir.path()).len(), 1);
    assert!(temp_files(dir.path()).is_empty());
    assert!(assert_no_partial_entry(dir.path()));
}

/// Starts a writer that stops between writing its temporary file and renaming it; returns the
/// child and the temporary file's path.
fn spawn_paused_writer(dir: &Path) -> (Child, PathBuf) {
    let mut child = Command::new(STRESS)
        .arg(dir)
        .args(["pause", &PAYLOAD.to_string()])
        .stdout(Stdio::piped())
        .spawn()
        .expect("spawn kiln-cache-stress");
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    let temp = line
        .trim()
        .strip_prefix("temp ")
        .unwrap_or_else(|| panic!("unexpected output `{line}`"));
    (child, PathBuf::from(temp))
}

#[test]
fn a_writer_killed_before_its_rename_leaves_nothing_loadable() {
    let dir = TempDir::new("kill");
    let (mut child, temp) = spawn_paused_writer(dir.path());
    assert!(temp.exists());
    assert_eq!(temp.metadata().unwrap().len() as usize, {
        kiln_cache::format::encode_entry(&stress_key(), &stress_payload(PAYLOAD)).len()
    });
    child.kill().unwrap(); // SIGKILL
    child.wait().unwrap();

    assert!(entry_files(dir.path()).is_empty());
    assert!(!assert_no_partial_entry(dir.path()));
    assert!(
        temp.exists(),
        "the killed writer's temp file stays until it is stale"
    );
    // A fresh temporary file might be a live writer's: opening keeps it ...
    let cache = DiskCache::open(dir.path(), 1 << 30).unwrap();
    assert_eq!(cache.stats().unwrap().temp_files, 1);
    assert!(temp.exists());
    // ... and removes it once it is old.
    backdate(&temp, Duration::from_secs(11 * 60));
    let cache = DiskCache::open(dir.path(), 1 << 30).unwrap();
    assert!(!temp.exists());
    assert_eq!(cache.stats().unwrap().temp_files, 0);
    assert_eq!(cache.get(&stress_key()), Lookup::Miss(MissReason::NoEntry));
}

#[test]
fn writers_killed_at_random_moments_leave_nothing_partial() {
    let dir = TempDir::new("killrace");
    for wave in 0..4u64 {
        // Even-numbered writers run until killed; odd-numbered ones finish.
        let mut children: Vec<Child> = (0..6)
            .map(|i| spawn_racer(dir.path(), if i % 2 == 0 { 100_000 } else { 20 }))
            .collect();
        // Kill half of them a little into their work, at staggered moments.
        for (i, child) in children.iter_mut().enumerate().filter(|(i, _)| i % 2 == 0) {
            std::thread::sleep(Duration::from_millis(5 + 7 * (i as u64 + wave)));
            let _ = child.kill();
            assert_no_partial_entry(dir.path());
        }
        for (i, child) in children.into_iter().enumerate() {
            let out = child.wait_with_output().unwrap();
            if i % 2 == 1 {
                assert!(
                    out.status.success(),
                    "{}",
                    String::from_utf8_lossy(&out.stderr)
                );
            }
        }
        assert!(assert_no_partial_entry(dir.path()));
        assert_eq!(entry_files(dir.path()).len(), 1);
    }
    // Whatever temporary files the killed writers left are never loaded and go once stale.
    let left = temp_files(dir.path());
    eprintln!("{} temporary files left by killed writers", left.len());
    for temp in left {
        backdate(&temp, Duration::from_secs(11 * 60));
    }
    DiskCache::open(dir.path(), 1 << 30).unwrap();
    assert!(temp_files(dir.path()).is_empty());
    assert!(assert_no_partial_entry(dir.path()));
}
