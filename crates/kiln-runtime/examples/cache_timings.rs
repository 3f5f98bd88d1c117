//! Where the time of a cache hit goes, per module (for BENCHMARKS.md's "Compilation cache"
//! section; `scripts/cache_table.py` runs it).
//!
//! `cargo run --release -p kiln-runtime --example cache_timings -- MODULE.hlo...`
//!
//! Prints one JSON object per module: the cold compile, an in-process (memory) hit through the
//! client, the cache key alone, the verifier (the client runs it before the lookup), mapping
//! and checking a disk entry (warm page cache), decoding the payload (take the kernels where
//! they lie in the mapped entry and decode the stored plan, or decode the module and rebuild plans and thunks where no plan is
//! stored) and what decoding the module alone costs, each the median of several tries in
//! milliseconds; parsing the same module as HLO text, for comparison; and
//! the sizes of the entry and its parts.
//!
//! `cache_timings --fresh-prepare DIR MODULE.hlo` times a disk hit the way `kiln bench` obtains
//! it: a CPU backend with a memory and disk cache in DIR, then `prepare` timed whole (storing an
//! entry first when DIR has none).
//!
//! `cache_timings --first-use` times, in a fresh process, the one-time set-ups a hit meets
//! (first call, then second): the key's CPU features, blake3's first hash, the binary module
//! schema fingerprint, and the standard library's first feature detection.
//!
//! `cache_timings --fresh-hit DIR MODULE.hlo` times one disk hit the way a fresh process meets
//! it (cold heap, cold code pages), step by step: the backend's set-up (reading the host's CPU
//! features and the debug environment, opening the cache directory: outside `kiln bench`'s
//! compile_ms), the key, reading and checking the entry, splitting the payload, decoding
//! the module (none with a stored plan), mapping the kernels, decoding the stored plan or
//! rebuilding plans and thunks; and the page faults the hit
//! took (a fresh process's heap is untouched memory, and in a VM first touches are dear). Run
//! it many times and take the minimum of each step. With no entry in DIR yet it compiles and
//! stores one, and says so.

use kiln_cache::{CachePayload, DiskCache};
use kiln_runtime::cpu::serialize::decode_timed;
use kiln_runtime::cpu::{cache_key, CompileOptions, CpuExecutable};
use kiln_runtime::Client;
use std::time::Instant;

fn median_ms(tries: usize, mut f: impl FnMut()) -> f64 {
    let mut times: Vec<f64> = (0..tries)
        .map(|_| {
            let started = Instant::now();
            f();
            started.elapsed().as_secs_f64() * 1e3
        })
        .collect();
    times.sort_by(f64::total_cmp);
    times[times.len() / 2]
}

fn ms(d: std::time::Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

fn load(path: &str) -> Result<kiln_hlo::Module, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
    kiln_hlo::parse_module(&text).map_err(|e| e.to_string())
}

fn main() -> Result<(), String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.as_slice() {
        [flag, dir, path] if flag == "--fresh-hit" => fresh_hit(dir, path),
        [flag, dir, path] if flag == "--fresh-prepare" => fresh_prepare(dir, path),
        [flag] if flag == "--first-use" => {
            first_use();
            Ok(())
        }
        paths => paths.iter().try_for_each(|p| in_process(p)),
    }
}

/// The process's minor page faults so far (Linux; 0 elsewhere).
fn minor_faults() -> u64 {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    // Fields after the command name, which ends with the last ')': state is field 3, minflt 10.
    let fields: Vec<&str> = stat
        .rsplit_once(')')
        .map_or("", |(_, rest)| rest)
        .split_whitespace()
        .collect();
    fields.get(7).and_then(|f| f.parse().ok()).unwrap_or(0)
}

fn fresh_hit(dir: &str, path: &str) -> Result<(), String> {
    let module = load(path)?;
    let options = CompileOptions::default();
    // What a backend does when it is created, outside `kiln bench`'s compile_ms.
    let set_up = Instant::now();
    kiln_runtime::cpu::read_host_setup();
    let disk = DiskCache::open_lazily(dir, 1 << 32)?;
    let setup_ms = ms(set_up.elapsed());
    let faults_before = minor_faults();
    let started = Instant::now();
    let key = cache_key(&module, &options);
    let key_ms = ms(started.elapsed());
    let read = Instant::now();
    let (entry, payload) = match disk.get_entry_untouched(&key, true) {
        Ok(entry) => entry,
        Err(_) => {
            let executable = CpuExecutable::compile(&module, &options).map_err(|e| e.message)?;
            disk.put(&key, &executable.encode())?;
            println!("{{\"hlo\": \"{path}\", \"stored\": true}}");
            return Ok(());
        }
    };
    let read_ms = ms(read.elapsed());
    let (_, t) = decode_timed(entry, payload)?;
    let faults = minor_faults() - faults_before;
    println!(
        "{{\"hlo\": \"{path}\", \"key_ms\": {key_ms:.4}, \"setup_ms\": {setup_ms:.4}, \
         \"read_ms\": {read_ms:.4}, \"payload_ms\": {:.4}, \"module_ms\": {:.4}, \
         \"kernels_ms\": {:.4}, \"assemble_ms\": {:.4}, \"page_faults\": {faults}}}",
        ms(t.payload),
        ms(t.module),
        ms(t.kernels),
        ms(t.assemble)
    );
    Ok(())
}

/// What a fresh process pays the first time for the one-time set-ups a cache hit meets (each
/// timed on its first call and again on its second): the binary module schema's fingerprint
/// (checked by every hit), the host's CPU features for the key (glibc's recorded `cpuid`
/// registers, through a weak reference bound at start-up), blake3's first hash (its own CPU detection: `cpuid`
/// instructions, which trap in a VM), the module fingerprint after it (the canonical stream),
/// and, for comparison, the standard library's first `is_x86_feature_detected!`.
fn first_use() {
    let module =
        kiln_hlo::parse_module("HloModule m\nENTRY e {\n  ROOT p = f32[] parameter(0)\n}\n")
            .expect("a one-parameter module");
    let twice = |f: &dyn Fn()| -> (f64, f64) {
        let mut times = [0.0; 2];
        for t in &mut times {
            let started = Instant::now();
            f();
            *t = started.elapsed().as_secs_f64() * 1e6;
        }
        (times[0], times[1])
    };
    let schema = twice(&|| {
        std::hint::black_box(kiln_hlo::binary::schema_fingerprint());
    });
    let host = twice(&|| {
        std::hint::black_box(kiln_cache::fingerprint::host_target());
    });
    let key = kiln_cache::CacheKey {
        module: [0; 32],
        options: String::new(),
        kiln_version: String::new(),
        target: String::new(),
        cpu_features: String::new(),
    };
    let blake3 = twice(&|| {
        std::hint::black_box(key.digest());
    });
    let canonical = twice(&|| {
        std::hint::black_box(kiln_cache::fingerprint::module_fingerprint(&module));
    });
    #[cfg(target_arch = "x86_64")]
    let std_detect = twice(&|| {
        std::hint::black_box(std::arch::is_x86_feature_detected!("avx512f"));
    });
    #[cfg(not(target_arch = "x86_64"))]
    let std_detect = (0.0, 0.0);
    let pair = |(a, b): (f64, f64)| format!("[{a:.2}, {b:.2}]");
    println!(
        "{{\"schema_us\": {}, \"host_target_us\": {}, \"first_blake3_us\": {}, \
         \"module_fingerprint_us\": {}, \"std_detect_us\": {}}}",
        pair(schema),
        pair(host),
        pair(blake3),
        pair(canonical),
        pair(std_detect)
    );
}

/// One disk hit the way `kiln bench` obtains it in a fresh process: a CPU backend with a cache
/// in `dir` (memory and disk, created first, as the CLI does), then `prepare` timed whole.
fn fresh_prepare(dir: &str, path: &str) -> Result<(), String> {
    use kiln_runtime::Backend;
    let module = load(path)?;
    let options = kiln_cache::CacheOptions {
        disk: kiln_cache::DiskSetting::Dir(dir.into()),
        ..kiln_cache::CacheOptions::default()
    };
    let cache = kiln_runtime::cpu::CpuCache::new(&options);
    let backend = kiln_runtime::cpu::CpuBackend::new(CompileOptions::default(), Some(cache.into()));
    let faults_before = minor_faults();
    let started = Instant::now();
    let executable = backend.prepare(&module).map_err(|e| e.message)?;
    let prepare_ms = ms(started.elapsed());
    let faults = minor_faults() - faults_before;
    let hit = matches!(
        executable.cache_event(),
        Some(kiln_cache::CacheEvent::Hit(_))
    );
    println!(
        "{{\"hlo\": \"{path}\", \"hit\": {hit}, \"prepare_ms\": {prepare_ms:.4}, \
         \"page_faults\": {faults}}}"
    );
    Ok(())
}

fn in_process(path: &str) -> Result<(), String> {
    let options = CompileOptions::default();
    let module = load(path)?;
    let cold_ms = median_ms(3, || {
        CpuExecutable::compile(&module, &options).unwrap();
    });
    let client = Client::cpu();
    client
        .compile(&module, &options)
        .map_err(|e| e.to_string())?;
    let memory_hit_ms = median_ms(21, || {
        client.compile(&module, &options).unwrap();
    });
    let key_ms = median_ms(21, || {
        cache_key(&module, &options);
    });
    let verify_ms = median_ms(21, || {
        kiln_hlo::verify_module(&module).unwrap();
    });
    let executable = CpuExecutable::compile(&module, &options).map_err(|e| e.to_string())?;
    let payload = executable.encode();
    let dir = std::env::temp_dir().join(format!("kiln-cache-timings-{}", std::process::id()));
    let disk = DiskCache::open(&dir, 1 << 32)?;
    let key = cache_key(&module, &options);
    disk.put(&key, &payload)?;
    let entry_bytes = std::fs::metadata(disk.entry_path(&key)).map_or(0, |m| m.len());
    // Mapping the entry and checking its checksum, as a hit does (the page cache is warm).
    let read_ms = median_ms(21, || {
        disk.get_entry_untouched(&key, true).unwrap();
    });
    // Decoding it as a hit does: kernels run where they lie in the mapped entry.
    let (entry, place) = disk
        .get_entry_untouched(&key, true)
        .map_err(|e| format!("{e:?}"))?;
    let decode_ms = median_ms(21, || {
        CpuExecutable::decode_owned(entry.clone(), place.clone()).unwrap();
    });
    drop(entry);
    let _ = std::fs::remove_dir_all(&dir);
    let module_bytes = kiln_hlo::binary::encode_module(executable.module());
    let module_decode_ms = median_ms(21, || {
        kiln_hlo::binary::decode_module(&module_bytes).unwrap();
    });
    let module_text = kiln_hlo::print_module(executable.module());
    let text_parse_ms = median_ms(21, || {
        kiln_hlo::parse_module(&module_text).unwrap();
    });
    let code_bytes: usize = executable
        .kernel_records()
        .iter()
        .filter_map(|r| r.outcome.as_ref().ok())
        .map(|k| k.code.len())
        .sum();
    println!(
        "{{\"hlo\": \"{path}\", \"cold_ms\": {cold_ms:.3}, \"memory_hit_ms\": {memory_hit_ms:.4}, \
         \"key_ms\": {key_ms:.4}, \"verify_ms\": {verify_ms:.4}, \"decode_ms\": {decode_ms:.4}, \
         \"module_decode_ms\": {module_decode_ms:.4}, \"text_parse_ms\": {text_parse_ms:.4}, \
         \"read_ms\": {read_ms:.4}, \"entry_bytes\": {entry_bytes}, \
         \"payload_bytes\": {}, \"module_bytes\": {}, \"module_text_bytes\": {}, \
         \"code_bytes\": {code_bytes}, \"kernels\": {}}}",
        payload.len(),
        module_bytes.len(),
        module_text.len(),
        executable.stats().kernels
    );
    Ok(())
}
