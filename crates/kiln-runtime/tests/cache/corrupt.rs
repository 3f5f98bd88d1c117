//! Bad cache entries of a real executable: bytes flipped in the header, in a kernel's code, in
//! the encoded module and in the stored plan, a truncated file, and payloads that pass the
//! entry's checksum but do not fit the module (wrong version, an undecodable module, kernel
//! records that do not match, plans that reach outside their buffers). Each is detected,
//! deleted, recompiled and reported; never loaded or run.

use crate::{compile_counting, disk_cache, module, module_inputs, run_bits, TempDir};
use kiln_cache::{CacheEvent, CachePayload, DiskCache, HitSource, MissReason};
use kiln_hlo::Module;
use kiln_runtime::cpu::serialize::{decode_payload, encode_payload, Payload, PAYLOAD_VERSION};
use kiln_runtime::cpu::{cache_key, CompileOptions, CpuExecutable};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};

/// The cache directory's only entry file.
fn entry_file(dir: &Path) -> PathBuf {
    let entries: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "kiln"))
        .collect();
    assert_eq!(entries.len(), 1, "expected one entry in {}", dir.display());
    entries.into_iter().next().unwrap()
}

fn find(haystack: &[u8], needle: &[u8]) -> usize {
    haystack
        .windows(needle.len())
        .position(|w| w == needle)
        .expect("the bytes are in the entry")
}

/// A directory holding the entry for [`module`], and the executable that made it.
fn cold_entry(label: &str) -> (TempDir, CpuExecutable) {
    let dir = TempDir::new(label);
    let compiles = AtomicUsize::new(0);
    compile_counting(
        &disk_cache(dir.path()),
        &module(),
        &CompileOptions::default(),
        &compiles,
    );
    let executable = CpuExecutable::compile(&module(), &CompileOptions::default()).unwrap();
    (dir, executable)
}

/// Looks the module up in a fresh cache: it must miss as corrupt with a reason containing
/// `why`, compile once, give the right results, and leave a good entry behind.
fn assert_rejected_and_recompiled(dir: &Path, why: &str) {
    let compiles = AtomicUsize::new(0);
    let options = CompileOptions::default();
    let (executable, event) = compile_counting(&disk_cache(dir), &module(), &options, &compiles);
    match &event {
        CacheEvent::Miss(MissReason::Corrupt(reason)) => assert!(
            reason.contains(why),
            "expected a rejection mentioning `{why}`, got `{reason}`"
        ),
        other => panic!("expected a corrupt entry ({why}), got {other:?}"),
    }
    let line = kiln_cache::explain_miss(match &event {
        CacheEvent::Miss(reason) => reason,
        CacheEvent::Hit(_) => unreachable!(),
    });
    assert!(
        line.starts_with("cache miss: entry rejected as corrupt"),
        "{line}"
    );
    assert!(line.ends_with("; recompiled"), "{line}");
    assert_eq!(compiles.load(Ordering::Relaxed), 1, "recompiled once");
    assert!(!executable.loaded_from_cache);
    let reference = CpuExecutable::compile(&module(), &options).unwrap();
    let inputs = module_inputs();
    assert_eq!(
        run_bits(&*executable, &inputs),
        run_bits(&reference, &inputs)
    );
    // The rejected entry was replaced by a good one.
    let (_, event) = compile_counting(&disk_cache(dir), &module(), &options, &compiles);
    assert_eq!(event, CacheEvent::Hit(HitSource::Disk));
}

fn flip_byte(path: &Path, offset: usize) {
    let mut bytes = std::fs::read(path).unwrap();
    bytes[offset] ^= 0x5A;
    std::fs::write(path, bytes).unwrap();
}

#[test]
fn flipped_bytes_in_header_code_and_plan_are_detected() {
    // Where each region lies, found from the known executable's own bytes.
    let (dir, executable) = cold_entry("flip-probe");
    let file = entry_file(dir.path());
    let bytes = std::fs::read(&file).unwrap();
    let code = executable
        .kernel_records()
        .iter()
        .find_map(|r| r.outcome.as_ref().ok())
        .expect("a compiled kernel")
        .code
        .clone();
    let module_bytes = kiln_hlo::binary::encode_module(executable.module());
    let plan = decode_payload(&executable.encode())
        .unwrap()
        .plan
        .expect("a stored plan");
    let regions = [
        ("magic", 0, "bad magic"),
        ("format version", 9, "unsupported format version"),
        (
            "header key",
            find(&bytes, b"optimize=") + 2,
            "checksum mismatch",
        ),
        (
            "kernel code",
            find(&bytes, &code) + code.len() / 2,
            "checksum mismatch",
        ),
        (
            "module",
            find(&bytes, &module_bytes) + module_bytes.len() / 2,
            "checksum mismatch",
        ),
        (
            "plan",
            find(&bytes, &plan) + plan.len() / 2,
            "checksum mismatch",
        ),
        ("checksum", bytes.len() - 1, "checksum mismatch"),
    ];
    drop(dir);
    for (region, offset, why) in regions {
        let (dir, _) = cold_entry(&format!("flip-{}", region.replace(' ', "-")));
        flip_byte(&entry_file(dir.path()), offset);
        assert_rejected_and_recompiled(dir.path(), why);
    }
}

#[test]
fn a_truncated_entry_is_detected() {
    let (dir, _) = cold_entry("truncated");
    let file = entry_file(dir.path());
    let bytes = std::fs::read(&file).unwrap();
    std::fs::write(&file, &bytes[..bytes.len() / 2]).unwrap();
    assert_rejected_and_recompiled(dir.path(), "size mismatch");
}

/// Replaces the entry's payload with `edit` applied to it, under a valid checksum (as a
/// serializer bug or a stale format would produce).
fn rewrite_payload(dir: &Path, module: &Module, edit: impl FnOnce(Vec<u8>) -> Vec<u8>) {
    let key = cache_key(module, &CompileOptions::default());
    let disk = DiskCache::existing(dir, 1 << 30).unwrap();
    let payload = match disk.get(&key) {
        kiln_cache::Lookup::Hit(payload) => payload,
        miss => panic!("no entry to rewrite: {miss:?}"),
    };
    disk.put(&key, &edit(payload)).unwrap();
}

fn edit_parts(edit: impl FnOnce(&mut Payload)) -> impl FnOnce(Vec<u8>) -> Vec<u8> {
    move |bytes| {
        let mut payload = decode_payload(&bytes).unwrap();
        edit(&mut payload);
        encode_payload(
            &payload.module,
            &payload.options,
            &payload.kernels,
            payload.plan.as_deref(),
        )
    }
}

#[test]
fn payloads_that_do_not_fit_the_module_are_rejected() {
    let next_version = format!("executable format version {}", PAYLOAD_VERSION + 1);
    type Edit = Box<dyn FnOnce(Vec<u8>) -> Vec<u8>>;
    let cases: Vec<(&str, Edit, &str)> = vec![
        (
            "version",
            Box::new(|mut b: Vec<u8>| {
                b[8] += 1;
                b
            }),
            &next_version,
        ),
        (
            "foreign",
            Box::new(|_| b"something else entirely".to_vec()),
            "not a CPU executable",
        ),
        (
            "truncated",
            Box::new(|b: Vec<u8>| b[..b.len() - 3].to_vec()),
            "truncated",
        ),
        (
            "trailing",
            Box::new(|mut b: Vec<u8>| {
                b.push(0);
                b
            }),
            "trailing bytes",
        ),
        // Without a stored plan the module is decoded at once; with one, only its header is
        // checked at load (the rest when something reads it, see below).
        (
            "module",
            Box::new(edit_parts(|p| {
                let middle = p.module.len() / 2;
                p.module.splice(middle..middle, *b"garbage");
                p.plan = None;
            })),
            "module does not decode",
        ),
        (
            "module cut short",
            Box::new(edit_parts(|p| {
                p.module.truncate(p.module.len() / 2);
                p.plan = None;
            })),
            "module does not decode",
        ),
        (
            "module header",
            Box::new(edit_parts(|p| p.module[9] ^= 1)),
            "module does not decode",
        ),
        (
            "plan cut short",
            Box::new(edit_parts(|p| {
                let plan = p.plan.as_mut().unwrap();
                plan.truncate(plan.len() / 2);
            })),
            "truncated",
        ),
        (
            "plan with trailing bytes",
            Box::new(edit_parts(|p| p.plan.as_mut().unwrap().push(0))),
            "trailing bytes",
        ),
        (
            "plan tag",
            Box::new(|mut b: Vec<u8>| {
                let parts = decode_payload(&b).unwrap();
                let plan_len = parts.plan.unwrap().len();
                let tag = b.len() - plan_len - 9;
                b[tag] = 7;
                b
            }),
            "bad plan tag",
        ),
        (
            "renamed kernel",
            Box::new(edit_parts(|p| p.kernels[0].instruction.push_str(".other"))),
            "where",
        ),
        (
            "argument count",
            Box::new(edit_parts(|p| {
                p.kernels[0].arg_count += 1;
                p.kernels[0].arg_bytes.push(4);
            })),
            "arguments",
        ),
        (
            "argument sizes",
            Box::new(edit_parts(|p| p.kernels[0].arg_bytes[0] += 4)),
            "argument sizes",
        ),
        (
            "argument sizes without a plan",
            Box::new(edit_parts(|p| {
                p.kernels[0].arg_bytes[0] += 4;
                p.plan = None;
            })),
            "argument sizes",
        ),
        (
            "missing kernel",
            Box::new(edit_parts(|p| {
                p.kernels.pop();
            })),
            "no kernel record",
        ),
        (
            "extra kernel",
            Box::new(edit_parts(|p| {
                let copy = p.kernels[0].clone();
                p.kernels.push(copy);
            })),
            "used by the module",
        ),
        (
            "helper table",
            Box::new(edit_parts(|p| {
                if let Ok(k) = &mut p.kernels[0].outcome {
                    k.helper_table_version += 100;
                }
            })),
            "helper table version",
        ),
    ];
    for (label, edit, why) in cases {
        let (dir, _) = cold_entry(&format!("payload-{}", label.replace(' ', "-")));
        rewrite_payload(dir.path(), &module(), edit);
        assert_rejected_and_recompiled(dir.path(), why);
    }
}

#[test]
fn decoding_never_panics_on_mangled_payloads() {
    let executable = CpuExecutable::compile(&module(), &CompileOptions::default()).unwrap();
    let payload = executable.encode();
    // Every truncation, and a flipped byte at a spread of offsets.
    for len in 0..payload.len() {
        assert!(
            CpuExecutable::decode(&payload[..len]).is_err(),
            "prefix {len}"
        );
    }
    let step = (payload.len() / 997).max(1);
    for offset in (0..payload.len()).step_by(step) {
        let mut bytes = payload.clone();
        bytes[offset] ^= 0xFF;
        // Inside code bytes a flip decodes fine (the entry checksum is what protects code);
        // elsewhere it must be an error, never a panic.
        let _ = CpuExecutable::decode(&bytes);
    }
}

#[test]
fn a_module_that_does_not_decode_behind_a_stored_plan_fails_only_where_it_is_read() {
    // The stored plan runs without the module; what reads the module gets an error, not a
    // panic. (Past the checksum only a serializer bug could produce this.)
    let (dir, _) = cold_entry("lazy-module");
    rewrite_payload(
        dir.path(),
        &module(),
        edit_parts(|p| {
            let middle = p.module.len() / 2;
            p.module.splice(middle..middle, *b"garbage");
        }),
    );
    let compiles = AtomicUsize::new(0);
    let options = CompileOptions::default();
    let (executable, event) =
        compile_counting(&disk_cache(dir.path()), &module(), &options, &compiles);
    assert_eq!(event, CacheEvent::Hit(HitSource::Disk));
    assert!(!executable.module_decoded());
    let reference = CpuExecutable::compile(&module(), &options).unwrap();
    let inputs = module_inputs();
    assert_eq!(
        run_bits(&*executable, &inputs),
        run_bits(&reference, &inputs)
    );
    let why = executable.try_module().unwrap_err().message;
    assert!(why.contains("does not decode"), "{why}");
    assert!(executable.module().computations.is_empty());
    // Arguments that do not plainly match need the module for their message: an error.
    assert!(kiln_runtime::Executable::execute(&*executable, &inputs[..1]).is_err());
}

#[test]
fn flipped_plan_bytes_under_a_valid_checksum_never_panic_and_are_mostly_rejected() {
    let executable = CpuExecutable::compile(&module(), &CompileOptions::default()).unwrap();
    let payload = executable.encode();
    let parts = decode_payload(&payload).unwrap();
    let plan = parts.plan.clone().expect("a stored plan");
    let (mut rejected, mut flips) = (0, 0);
    for offset in 0..plan.len() {
        for mask in [0x01u8, 0x80, 0xFF] {
            let mut edited = plan.clone();
            edited[offset] ^= mask;
            let bytes =
                encode_payload(&parts.module, &parts.options, &parts.kernels, Some(&edited));
            flips += 1;
            rejected += CpuExecutable::decode(&bytes).is_err() as usize;
        }
    }
    // Flips in names, statistics, strides that stay in bounds and the like still decode;
    // ids, sizes, offsets, tags and lengths are checked.
    assert!(
        rejected * 2 > flips,
        "only {rejected} of {flips} flipped plans were rejected"
    );
}
