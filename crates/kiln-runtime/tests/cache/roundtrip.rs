//! Every corpus case and bench module, compiled, encoded as a cache payload and decoded: the
//! decoded executable has the same module, kernels and statistics, re-encodes to the same
//! bytes, and computes bit-identical results, from its stored plan with the module left encoded
//! until something reads it (or rebuilt from the module where no plan is stored), with its
//! kernels running where they lie in the payload mapped from a file, as a disk hit runs them.

use crate::{bits, run_bits, seeded_inputs, TempDir};
use kiln_cache::{CachePayload, EntryBytes};
use kiln_eval::conformance::{case_dirs, load_case};
use kiln_hlo::{Literal, Module};
use kiln_runtime::cpu::{CompileOptions, CpuExecutable};
use kiln_runtime::Executable;

const SHARED: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../../shared");

/// Compiles, encodes and decodes `module`; checks everything but the results; returns both.
fn round_trip(name: &str, module: &Module) -> Result<(CpuExecutable, CpuExecutable), String> {
    let cold = CpuExecutable::compile(module, &CompileOptions::default())
        .map_err(|e| format!("{name}: compile: {}", e.message))?;
    let payload = cold.encode();
    let loaded = decode_mapped(&payload).map_err(|why| format!("{name}: decode: {why}"))?;
    if cold.stats().kernels > 0 && !loaded.kernels_run_in_entry() {
        return Err(format!("{name}: kernels were copied, not run in the entry"));
    }
    let stored_plan = kiln_runtime::cpu::serialize::decode_payload(&payload)
        .map_err(|why| format!("{name}: {why}"))?
        .plan
        .is_some();
    if stored_plan && loaded.module_decoded() {
        return Err(format!(
            "{name}: a hit with a stored plan decoded the module"
        ));
    }
    // The module is compared on a second copy, so that `loaded` runs with its module still
    // encoded (an interpreter fallback decodes it when it runs); this one is decoded from
    // bytes in memory, its kernels copied into a mapping of their own.
    let probe = CpuExecutable::decode(&payload).map_err(|why| format!("{name}: decode: {why}"))?;
    if probe.kernels_run_in_entry() {
        return Err(format!(
            "{name}: kernels decoded from memory claim to run in place"
        ));
    }
    if probe.module() != cold.module() {
        return Err(format!("{name}: the module text does not round-trip"));
    }
    if loaded.kernel_records() != cold.kernel_records() {
        return Err(format!("{name}: kernel records differ"));
    }
    let (a, b) = (cold.stats(), loaded.stats());
    let summary = |s: &kiln_runtime::cpu::program::ProgramStats| {
        let reasons: Vec<&str> = s.fallbacks.iter().map(|f| f.reason.as_str()).collect();
        (
            s.kernels,
            s.library_calls,
            reasons.join("; "),
            s.arena_bytes,
            s.row_groups.clone(),
        )
    };
    if summary(a) != summary(b) {
        return Err(format!(
            "{name}: statistics differ: {:?} vs {:?}",
            summary(a),
            summary(b)
        ));
    }
    if loaded.encode() != payload {
        return Err(format!("{name}: re-encoding gives other bytes"));
    }
    Ok((cold, loaded))
}

/// `payload` decoded as a disk hit decodes it: from a file mapped executable.
fn decode_mapped(payload: &[u8]) -> Result<CpuExecutable, String> {
    let dir = TempDir::new("mapped");
    let path = dir.path().join("payload");
    std::fs::write(&path, payload).map_err(|e| e.to_string())?;
    let mut file = std::fs::File::open(&path).map_err(|e| e.to_string())?;
    let bytes = EntryBytes::read(&mut file, true).map_err(|e| e.to_string())?;
    if !bytes.executable() {
        return Err(format!("not mapped executable: {bytes:?}"));
    }
    CpuExecutable::decode_owned(bytes, 0..payload.len())
}

fn same_results(
    name: &str,
    cold: &CpuExecutable,
    loaded: &CpuExecutable,
    inputs: &[Literal],
) -> Result<(), String> {
    let cold = cold.execute(inputs).map(bits);
    let loaded = loaded.execute(inputs).map(bits);
    match (cold, loaded) {
        (Ok(a), Ok(b)) if a == b => Ok(()),
        (Ok(_), Ok(_)) => Err(format!("{name}: results differ")),
        (Err(a), Err(b)) if a.message == b.message => Ok(()),
        (a, b) => Err(format!("{name}: {:?} vs {:?}", a.err(), b.err())),
    }
}

#[test]
fn every_corpus_case_survives_encode_and_decode() {
    let dirs = case_dirs(format!("{SHARED}/corpus")).expect("corpus directory");
    assert!(
        dirs.len() >= 200,
        "expected the corpus, found {}",
        dirs.len()
    );
    let mut failures = Vec::new();
    // Cases loaded from a stored plan, and those of them whose run decoded the module (an
    // interpreter fallback read it).
    let (mut from_plan, mut decoded_by_run) = (0, 0);
    // Cases with a scatter, convolution or sort (library calls with a stored form of their
    // own) loaded from a stored plan.
    let mut library_from_plan = 0;
    for dir in &dirs {
        let case = load_case(dir).expect("case loads");
        let name = dir.display().to_string();
        let checked = case
            .load_module()
            .and_then(|module| Ok((round_trip(&name, &module)?, has_library_call(&module))))
            .and_then(|((cold, loaded), library)| {
                let lazy = !loaded.module_decoded();
                let inputs = case.load_inputs()?;
                same_results(&name, &cold, &loaded, &inputs)?;
                from_plan += lazy as usize;
                library_from_plan += (lazy && library) as usize;
                decoded_by_run += (lazy && loaded.module_decoded()) as usize;
                Ok(())
            });
        if let Err(why) = checked {
            failures.push(why);
        }
    }
    println!(
        "{} passed, {} failed; {from_plan} from a stored plan ({library_from_plan} with a \
         scatter, convolution or sort), {decoded_by_run} of them decoded the module while running",
        dirs.len() - failures.len(),
        failures.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(
        from_plan * 2 > dirs.len(),
        "only {from_plan} cases had a stored plan"
    );
    assert!(
        library_from_plan >= 10,
        "only {library_from_plan} cases with a scatter, convolution or sort had a stored plan"
    );
    assert!(
        decoded_by_run > 0,
        "no case ran a fallback from a stored plan"
    );
}

fn has_library_call(module: &Module) -> bool {
    use kiln_hlo::Opcode::{Convolution, Scatter, Sort};
    module
        .computations
        .iter()
        .flat_map(|c| &c.instructions)
        .any(|i| matches!(i.opcode, Scatter | Convolution | Sort))
}

#[test]
fn every_bench_module_survives_encode_and_decode() {
    let mut paths: Vec<_> = std::fs::read_dir(format!("{SHARED}/bench"))
        .expect("bench directory")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "hlo"))
        .collect();
    paths.sort();
    assert!(!paths.is_empty());
    for path in &paths {
        let name = path.display().to_string();
        let text = std::fs::read_to_string(path).unwrap();
        let module = kiln_hlo::parse_module(&text).unwrap();
        let (cold, loaded) = round_trip(&name, &module).unwrap();
        // Small integers: valid indices for the gather benchmarks.
        let inputs = seeded_inputs(&module, 1, 2);
        assert_eq!(
            run_bits(&cold, &inputs),
            run_bits(&loaded, &inputs),
            "{name}"
        );
    }
}
