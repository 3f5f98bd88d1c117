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
//! A replay takes all the entry's kernels up front, then hands them out: where the entry is
//! mapped executable and holds each kernel's code aligned, the code runs where it lies
//! ([`CodeInEntry`]); otherwise it is copied into one executable mapping (one `mmap` for
//! hundreds of kernels instead of one each).

use kiln_cache::EntryBytes;
use kiln_codegen::cpu::{CompiledKernel, LoadedKernel, HELPER_TABLE_VERSION, KERNEL_ALIGN};
use kiln_codegen::kir::Kernel;
use std::collections::HashMap;
use std::ops::Range;
use std::sync::Arc;

/// Where a cache entry holds its kernels' code: `ranges[i]` of `entry` is the code of the
/// `i`th compiled record (refusals have none).
pub struct CodeInEntry {
    pub entry: EntryBytes,
    pub ranges: Vec<Range<usize>>,
}

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

    /// A replay of `records`, with their kernels mapped executable (not yet run); their code
    /// runs where it lies in the entry when `in_entry` allows.
    pub fn cached(
        records: Vec<KernelRecord>,
        in_entry: Option<&CodeInEntry>,
    ) -> Result<KernelSource, String> {
        let loaded = map_all(&records, in_entry)?;
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
    /// `records` with every compiled kernel mapped executable (where it lies in the entry
    /// when `in_entry` allows, else one mapping for all), each record checked as a replay
    /// checks it against the instruction that asks for it.
    pub fn load(
        records: Vec<KernelRecord>,
        in_entry: Option<&CodeInEntry>,
    ) -> Result<Kernels, String> {
        for record in &records {
            if let Some(why) = misfit(record, &record.instruction, &record.arg_bytes) {
                return Err(why);
            }
        }
        let loaded = map_all(&records, in_entry)?;
        Ok(Kernels { records, loaded })
    }
}

impl CodeInEntry {
    /// Where each of `compiled` starts in the entry, if all of them can run there: the entry
    /// is mapped executable, and each range holds exactly that kernel's code, aligned.
    fn starts(&self, compiled: &[&CompiledKernel]) -> Option<Vec<*const u8>> {
        if !self.entry.executable() || self.ranges.len() != compiled.len() {
            return None;
        }
        let starts = compiled.iter().zip(&self.ranges).map(|(kernel, range)| {
            let code = self.entry.get(range.clone())?;
            let start = code.as_ptr();
            (code == kernel.code.as_slice() && (start as usize).is_multiple_of(KERNEL_ALIGN))
                .then_some(start)
        });
        starts.collect()
    }
}

/// Every compiled kernel of `records` mapped executable: in place in the entry when
/// `in_entry` allows, else copied into one mapping.
fn map_all(
    records: &[KernelRecord],
    in_entry: Option<&CodeInEntry>,
) -> Result<Vec<Option<Arc<LoadedKernel>>>, String> {
    let compiled: Vec<&CompiledKernel> = records
        .iter()
        .filter_map(|r| r.outcome.as_ref().ok())
        .collect();
    let in_place = in_entry.and_then(|e| Some((e.starts(&compiled)?, e.entry.keep_alive())));
    let loaded = match in_place {
        // SAFETY: `starts` checked each kernel's code at its place in an entry mapped
        // executable and never writable, which `owner` keeps mapped (see `EntryBytes`).
        Some((starts, owner)) => unsafe { LoadedKernel::in_place(&compiled, &starts, owner)? },
        None => LoadedKernel::load_all(&compiled)?,
    };
    let mut mapped = loaded.into_iter().map(Arc::new);
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
