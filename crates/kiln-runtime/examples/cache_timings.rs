//! Where the time of a cache hit goes, per module (for BENCHMARKS.md's "Compilation cache"
//! section; `scripts/cache_table.py` runs it):
//!
//! `cargo run --release -p kiln-runtime --example cache_timings -- MODULE.hlo...`
//!
//! Prints one JSON object per module: the cold compile, an in-process (memory) hit through the
//! client, the cache key alone, the verifier (the client runs it before the lookup), reading
//! and checking a disk entry (warm page cache), decoding the payload (parse the module text,
//! rebuild plans and thunks, map the kernels) and its parse share, each the median of several
//! tries in milliseconds; and the sizes of the entry and its parts.

use kiln_cache::CachePayload;
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

fn main() -> Result<(), String> {
    let options = CompileOptions::default();
    for path in std::env::args().skip(1) {
        let text = std::fs::read_to_string(&path).map_err(|e| format!("{path}: {e}"))?;
        let module = kiln_hlo::parse_module(&text).map_err(|e| e.to_string())?;
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
        let decode_ms = median_ms(21, || {
            CpuExecutable::decode(&payload).unwrap();
        });
        let dir = std::env::temp_dir().join(format!("kiln-cache-timings-{}", std::process::id()));
        let disk = kiln_cache::DiskCache::open(&dir, 1 << 32)?;
        let key = cache_key(&module, &options);
        disk.put(&key, &payload)?;
        let entry_bytes = std::fs::metadata(disk.entry_path(&key)).map_or(0, |m| m.len());
        // Reading the entry and checking its checksum (the page cache is warm).
        let read_ms = median_ms(21, || {
            assert!(matches!(disk.get(&key), kiln_cache::Lookup::Hit(_)));
        });
        let _ = std::fs::remove_dir_all(&dir);
        let module_text = kiln_hlo::print_module(executable.module());
        let parse_ms = median_ms(21, || {
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
             \"parse_ms\": {parse_ms:.4}, \"read_ms\": {read_ms:.4}, \"entry_bytes\": {entry_bytes}, \
             \"payload_bytes\": {}, \"module_text_bytes\": {}, \
             \"code_bytes\": {code_bytes}, \"kernels\": {}}}",
            payload.len(),
            module_text.len(),
            executable.stats().kernels
        );
    }
    Ok(())
}
