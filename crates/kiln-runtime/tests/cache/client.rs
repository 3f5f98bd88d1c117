//! The client's cache: memory hits, disk hits in a fresh cache, what the key ignores and what
//! it does not, and a disk cache that cannot be used.

use crate::{compile_counting, disk_cache, module, module_inputs, run_bits, TempDir, MODULE};
use kiln_cache::{CacheEvent, CacheOptions, DiskSetting, HitSource, MissReason};
use kiln_hlo::parse_module;
use kiln_runtime::cpu::{CompileOptions, CpuExecutable};
use kiln_runtime::{Backend, Client, ClientOptions};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;

fn leaves_bits(outputs: Vec<kiln_hlo::Literal>) -> Vec<Vec<u8>> {
    crate::bits(kiln_hlo::Literal::Tuple(outputs))
}

#[test]
fn the_same_module_twice_in_a_client_is_a_memory_hit_with_the_same_results() {
    let client = Client::cpu();
    let options = CompileOptions::default();
    let first = client.compile(&module(), &options).unwrap();
    assert_eq!(first.cache_event(), &CacheEvent::Miss(MissReason::NoEntry));
    let second = client.compile(&module(), &options).unwrap();
    assert_eq!(second.cache_event(), &CacheEvent::Hit(HitSource::Memory));
    assert!(
        std::ptr::eq(first.compiled(), second.compiled()),
        "a memory hit shares the executable"
    );
    let inputs = module_inputs();
    let cold = leaves_bits(first.execute(&inputs).unwrap());
    assert_eq!(cold, leaves_bits(second.execute(&inputs).unwrap()));
    // And the cache changed nothing: the same as compiling without one.
    let uncached = CpuExecutable::compile(&module(), &options).unwrap();
    assert_eq!(cold, run_bits(&uncached, &inputs));
}

/// The module with every name changed and all metadata dropped.
fn renamed() -> kiln_hlo::Module {
    let mut m = module();
    m.name = "a_different_name".into();
    for (ci, comp) in m.computations.iter_mut().enumerate() {
        comp.name = format!("computation_{ci}");
        for (ii, instr) in comp.instructions.iter_mut().enumerate() {
            instr.name = format!("renamed.{ci}.{ii}");
            instr.metadata = None;
        }
    }
    kiln_hlo::verify_module(&m).unwrap();
    m
}

#[test]
fn renamed_instructions_and_metadata_hit_the_same_entry() {
    let dir = TempDir::new("renamed");
    let compiles = AtomicUsize::new(0);
    let options = CompileOptions::default();
    let (cold, _) = compile_counting(&disk_cache(dir.path()), &module(), &options, &compiles);
    // In memory, and from disk in a fresh cache.
    let cache = disk_cache(dir.path());
    let (_, event) = compile_counting(&cache, &module(), &options, &compiles);
    assert_eq!(event, CacheEvent::Hit(HitSource::Disk));
    let (hit, event) = compile_counting(&cache, &renamed(), &options, &compiles);
    assert_eq!(event, CacheEvent::Hit(HitSource::Memory));
    let (_, event) = compile_counting(&disk_cache(dir.path()), &renamed(), &options, &compiles);
    assert_eq!(event, CacheEvent::Hit(HitSource::Disk));
    assert_eq!(compiles.load(Ordering::Relaxed), 1);
    let inputs = module_inputs();
    assert_eq!(run_bits(&*cold, &inputs), run_bits(&*hit, &inputs));
}

#[test]
fn different_options_or_code_miss_and_say_why() {
    let dir = TempDir::new("options");
    let compiles = AtomicUsize::new(0);
    let one = CompileOptions::default();
    compile_counting(&disk_cache(dir.path()), &module(), &one, &compiles);

    let two = CompileOptions {
        threads: 2,
        ..one.clone()
    };
    let (_, event) = compile_counting(&disk_cache(dir.path()), &module(), &two, &compiles);
    let expected = MissReason::KeyDiffers {
        what: vec!["options"],
    };
    assert_eq!(event, CacheEvent::Miss(expected.clone()));
    assert_eq!(
        kiln_cache::explain_miss(&expected),
        "cache miss: key differs in options"
    );
    let unoptimized = CompileOptions {
        optimize: false,
        ..one.clone()
    };
    let (_, event) = compile_counting(&disk_cache(dir.path()), &module(), &unoptimized, &compiles);
    assert!(matches!(
        event,
        CacheEvent::Miss(MissReason::KeyDiffers { .. })
    ));

    // A change to what is computed is another module: no entry for it.
    let changed = parse_module(&MODULE.replace("exponential(x)", "log(x)")).unwrap();
    let (_, event) = compile_counting(&disk_cache(dir.path()), &changed, &one, &compiles);
    assert_eq!(event, CacheEvent::Miss(MissReason::NoEntry));
    assert_eq!(compiles.load(Ordering::Relaxed), 4);
}

#[test]
fn a_fresh_cache_loads_the_disk_entry_without_compiling() {
    let dir = TempDir::new("disk-hit");
    let compiles = AtomicUsize::new(0);
    let options = CompileOptions::default();
    let (cold, event) = compile_counting(&disk_cache(dir.path()), &module(), &options, &compiles);
    assert_eq!(event, CacheEvent::Miss(MissReason::NoEntry));
    assert!(!cold.loaded_from_cache);

    let (loaded, event) = compile_counting(&disk_cache(dir.path()), &module(), &options, &compiles);
    assert_eq!(event, CacheEvent::Hit(HitSource::Disk));
    assert!(loaded.loaded_from_cache);
    // Its kernels run where they lie in the entry, mapped executable.
    assert!(loaded.kernels_run_in_entry());
    assert!(!cold.kernels_run_in_entry());
    assert_eq!(compiles.load(Ordering::Relaxed), 1);
    assert_eq!(loaded.kernel_records(), cold.kernel_records());
    assert_eq!(loaded.module(), cold.module());
    let (a, b) = (cold.stats(), loaded.stats());
    assert_eq!(
        (a.kernels, a.library_calls, a.fallbacks.len(), a.arena_bytes),
        (b.kernels, b.library_calls, b.fallbacks.len(), b.arena_bytes)
    );
    assert!(
        a.kernels >= 3,
        "the test module should compile kernels: {a:?}"
    );
    let inputs = module_inputs();
    assert_eq!(run_bits(&*cold, &inputs), run_bits(&*loaded, &inputs));
}

#[test]
fn the_client_uses_a_disk_cache_when_asked() {
    let dir = TempDir::new("client-disk");
    let options = ClientOptions {
        cache: CacheOptions {
            disk: DiskSetting::Dir(dir.path().to_path_buf()),
            ..CacheOptions::default()
        },
    };
    let compile = || {
        Client::with_options(&options)
            .compile(&module(), &CompileOptions::default())
            .unwrap()
    };
    let cold = compile();
    let warm = compile();
    assert_eq!(warm.cache_event(), &CacheEvent::Hit(HitSource::Disk));
    let inputs = module_inputs();
    assert_eq!(
        leaves_bits(cold.execute(&inputs).unwrap()),
        leaves_bits(warm.execute(&inputs).unwrap())
    );
}

#[test]
fn the_backend_reports_what_the_cache_did() {
    let dir = TempDir::new("backend");
    let cache = Arc::new(disk_cache(dir.path()));
    let backend = kiln_runtime::cpu::CpuBackend {
        options: CompileOptions::default(),
        cache: Some(cache),
    };
    let backend: &dyn Backend = &backend;
    let first = backend.prepare(&module()).unwrap();
    let second = backend.prepare(&module()).unwrap();
    assert_eq!(
        first.cache_event(),
        Some(&CacheEvent::Miss(MissReason::NoEntry))
    );
    assert_eq!(
        second.cache_event(),
        Some(&CacheEvent::Hit(HitSource::Memory))
    );
    assert!(second
        .explain()
        .unwrap()
        .starts_with("cache hit (memory)\n"));
    let uncached = kiln_runtime::cpu::CpuBackend::default();
    assert_eq!(uncached.prepare(&module()).unwrap().cache_event(), None);
}

#[test]
fn an_unusable_cache_directory_still_compiles_correctly() {
    let dir = TempDir::new("unwritable");
    // Tests may run as root, where permissions do not stop writes: use a path through a file.
    let file = dir.path().join("a-file");
    std::fs::write(&file, b"not a directory").unwrap();
    let options = ClientOptions {
        cache: CacheOptions {
            disk: DiskSetting::Dir(file.join("cache")),
            ..CacheOptions::default()
        },
    };
    let client = Client::with_options(&options);
    assert!(client.cache().disk().is_none());
    let executable = client
        .compile(&module(), &CompileOptions::default())
        .unwrap();
    let expected = CpuExecutable::compile(&module(), &CompileOptions::default()).unwrap();
    let inputs = module_inputs();
    assert_eq!(
        leaves_bits(executable.execute(&inputs).unwrap()),
        run_bits(&expected, &inputs)
    );
}
