//! Where an executable's kernels come from: compiled now (lowering and Cranelift), with each
//! outcome recorded, or taken back in order from the records of a cache entry.
//!
//! Building the thunks visits the kernels in one deterministic order (the entry program's
//! schedule, descending into nested programs where they occur), so the records of a cold
//! compile, replayed while rebuilding the same module, line up one for one. A record that does
//! not fit the instruction asking for it (another name, another argument count, an unknown
//! helper table) makes the whole entry unusable: [`KernelSource::finish`] then fails and the
//! module is compiled afresh.
//!
//! A replay maps all the entry's kernels into one executable mapping up front (one `mmap` for
//! hundreds of kernels instead of one each), then hands them out.

use kiln_codegen::cpu::{CompiledKernel, LoadedKernel, HELPER_TABLE_VERSION};
use kiln_codegen::kir::Kernel;
use std::collections::HashMap;
use std::sync::Arc;

/// What one kernel attempt produced.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KernelRecord {
    /// The instruction the kernel computes.
    pub instruction: String,
    /// How many buffers the thunk passes the kernel (operand leaves, then result leaves).
    pub arg_count: usize,
    /// The size in bytes of each of them: the kernel was compiled for exactly these (a stored
    /// plan's arguments are checked against them).
    pub arg_bytes: Vec<usize>,
    /// The compiled kernel, or why there is none (the instruction then runs on the
    /// interpreter, with this reason).
    pub outcome: Result<CompiledKernel, String>,
}

pub enum KernelSource {
    /// Lower and compile every kernel, recording the outcomes.
    Compile {
        records: Vec<KernelRecord>,
        /// `loaded[i]` is record `i`'s kernel, mapped (`None` for refusals).
        loaded: Vec<Option<Arc<LoadedKernel>>>,
        /// Machine code by [`Kernel::code_key`]: each distinct kernel is compiled once.
        distinct: HashMap<Vec<u8>, CompiledKernel>,
    },
    /// Replay a cache entry's records.
    Cached {
        records: Vec<KernelRecord>,
        /// `loaded[i]` is record `i`'s kernel, mapped (`None` for refusals).
        loaded: Vec<Option<Arc<LoadedKernel>>>,
        next: usize,
        /// The first record that did not fit.
        mismatch: Option<String>,
    },
}

impl KernelSource {
    pub fn compile() -> KernelSource {
        KernelSource::Compile {
            records: Vec::new(),
            loaded: Vec::new(),
            distinct: HashMap::new(),
        }
    }

    /// A replay of `records`, with their kernels mapped executable (not yet run).
    pub fn cached(records: Vec<KernelRecord>) -> Result<KernelSource, String> {
        let loaded = map_all(&records)?;
        Ok(KernelSource::Cached {
            records,
            loaded,
            next: 0,
            mismatch: None,
        })
    }

    /// The kernel for `instruction`, which passes it `arg_count` buffers, mapped executable:
    /// from `compile` (lowering and code generation), or the next cached record. An `Err` is
    /// the reason the instruction falls back to the interpreter.
    pub fn obtain(
        &mut self,
        instruction: &str,
        arg_bytes: &[usize],
        compile: impl FnOnce() -> Result<CompiledKernel, String>,
    ) -> Result<Arc<LoadedKernel>, String> {
        let arg_count = arg_bytes.len();
        match self {
            KernelSource::Compile {
                records,
                loaded: mapped,
                ..
            } => {
                let outcome = compile();
                let loaded = match &outcome {
                    Ok(kernel) => LoadedKernel::load(kernel).map(Arc::new),
                    Err(reason) => Err(reason.clone()),
                };
                records.push(KernelRecord {
                    instruction: instruction.to_string(),
                    arg_count,
                    arg_bytes: arg_bytes.to_vec(),
                    outcome,
                });
                mapped.push(loaded.as_ref().ok().cloned());
                loaded
            }
            KernelSource::Cached {
                records,
                loaded,
                next,
                mismatch,
            } => {
                let index = *next;
                *next += 1;
                let why = match records.get(index) {
                    Some(record) => match misfit(record, instruction, arg_bytes) {
                        None => {
                            return match (&record.outcome, &loaded[index]) {
                                (Ok(_), Some(kernel)) => Ok(kernel.clone()),
                                (Err(reason), _) => Err(reason.clone()),
                                (Ok(_), None) => Err("kernel was not mapped".to_string()),
                            }
                        }
                        Some(why) => why,
                    },
                    None => format!(
                        "no kernel record for `{instruction}` (the entry has {})",
                        records.len()
                    ),
                };
                mismatch.get_or_insert(why);
                // The build goes on (nothing runs while building) and `finish` reports it.
                Err("cache entry does not fit the module".to_string())
            }
        }
    }

    /// [`KernelSource::obtain`] for a kernel given as IR: when compiling, a kernel whose code
    /// equals one already compiled for this module (a repeated layer, say) reuses that machine
    /// code under its own name instead of running Cranelift again.
    pub fn obtain_lowered(
        &mut self,
        instruction: &str,
        arg_bytes: &[usize],
        lower: impl FnOnce() -> Result<Kernel, String>,
    ) -> Result<Arc<LoadedKernel>, String> {
        let mut distinct = match self {
            KernelSource::Compile { distinct, .. } => std::mem::take(distinct),
            KernelSource::Cached { .. } => HashMap::new(),
        };
        let result = self.obtain(instruction, arg_bytes, || {
            let kernel = lower()?;
            let key = kernel.code_key();
            if let Some(known) = distinct.get(&key) {
                let mut reused = known.clone();
                reused.name = kernel.name.clone();
                return Ok(reused);
            }
            let compiled = kiln_codegen::cpu::compile_kernel(&kernel)?;
            distinct.insert(key, compiled.clone());
            Ok(compiled)
        });
        if let KernelSource::Compile { distinct: slot, .. } = self {
            *slot = distinct;
        }
        result
    }

    /// Every record, in build order, with its mapped kernel; for a replay, an error when any
    /// record did not fit or some were left over.
    pub fn finish(self) -> Result<Kernels, String> {
        match self {
            KernelSource::Compile {
                records, loaded, ..
            } => Ok(Kernels { records, loaded }),
            KernelSource::Cached {
                mismatch: Some(why),
                ..
            } => Err(why),
            KernelSource::Cached { records, next, .. } if next != records.len() => Err(format!(
                "{} kernel records, {} used by the module",
                records.len(),
                next
            )),
            KernelSource::Cached {
                records, loaded, ..
            } => Ok(Kernels { records, loaded }),
        }
    }
}

/// An executable's kernels: every attempt in build order, and each one's mapped code.
pub struct Kernels {
    pub records: Vec<KernelRecord>,
    /// `loaded[i]` is record `i`'s kernel, mapped (`None` for refusals).
    pub loaded: Vec<Option<Arc<LoadedKernel>>>,
}

impl Kernels {
    /// `records` with every compiled kernel mapped executable (one mapping for all), each
    /// record checked as a replay checks it against the instruction that asks for it.
    pub fn load(records: Vec<KernelRecord>) -> Result<Kernels, String> {
        for record in &records {
            if let Some(why) = misfit(record, &record.instruction, &record.arg_bytes) {
                return Err(why);
            }
        }
        let loaded = map_all(&records)?;
        Ok(Kernels { records, loaded })
    }
}

/// Every compiled kernel of `records` mapped into one executable mapping.
fn map_all(records: &[KernelRecord]) -> Result<Vec<Option<Arc<LoadedKernel>>>, String> {
    let compiled: Vec<&CompiledKernel> = records
        .iter()
        .filter_map(|r| r.outcome.as_ref().ok())
        .collect();
    let mut mapped = LoadedKernel::load_all(&compiled)?.into_iter().map(Arc::new);
    Ok(records
        .iter()
        .map(|r| r.outcome.is_ok().then(|| mapped.next()).flatten())
        .collect())
}

/// Why `record` cannot serve `instruction` with buffers of `arg_bytes` bytes, if it cannot.
fn misfit(record: &KernelRecord, instruction: &str, arg_bytes: &[usize]) -> Option<String> {
    let arg_count = arg_bytes.len();
    if record.instruction != instruction {
        return Some(format!(
            "kernel record for `{}` where `{instruction}` was expected",
            record.instruction
        ));
    }
    if record.arg_count != arg_count {
        return Some(format!(
            "kernel `{instruction}` recorded with {} arguments, the module passes {arg_count}",
            record.arg_count
        ));
    }
    if record.arg_bytes != arg_bytes {
        return Some(format!(
            "kernel `{instruction}` recorded with argument sizes {:?}, the module passes {arg_bytes:?}",
            record.arg_bytes
        ));
    }
    let Ok(kernel) = &record.outcome else {
        return None;
    };
    if kernel.helper_table_version != HELPER_TABLE_VERSION {
        return Some(format!(
            "kernel `{instruction}` uses helper table version {}, this build has {}",
            kernel.helper_table_version, HELPER_TABLE_VERSION
        ));
    }
    if kernel.code.is_empty() || kernel.buffer_count > arg_count {
        return Some(format!("kernel `{instruction}` is malformed"));
    }
    None
}
