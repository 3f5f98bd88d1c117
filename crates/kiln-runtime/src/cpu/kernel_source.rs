//! Where an executable's kernels come from: compiled now (lowering and Cranelift), with each
//! outcome recorded, or taken back in order from the records of a cache entry.
//!
//! Building the thunks visits the kernels in one deterministic order (the entry program's
//! schedule, descending into nested programs where they occur), so the records of a cold
//! compile, replayed while rebuilding the same module, line up one for one. A record that does
//! not fit the instruction asking for it (another name, another argument count, an unknown
//! helper table) makes the whole entry unusable: [`KernelSource::finish`] then fails and the
//! module is compiled afresh.

use kiln_codegen::cpu::{CompiledKernel, HELPER_TABLE_VERSION};

/// What one kernel attempt produced.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KernelRecord {
    /// The instruction the kernel computes.
    pub instruction: String,
    /// How many buffers the thunk passes the kernel (operand leaves, then result leaves).
    pub arg_count: usize,
    /// The compiled kernel, or why there is none (the instruction then runs on the
    /// interpreter, with this reason).
    pub outcome: Result<CompiledKernel, String>,
}

pub enum KernelSource {
    /// Lower and compile every kernel, recording the outcomes.
    Compile { records: Vec<KernelRecord> },
    /// Replay a cache entry's records.
    Cached {
        records: Vec<KernelRecord>,
        next: usize,
        /// The first record that did not fit.
        mismatch: Option<String>,
    },
}

impl KernelSource {
    pub fn compile() -> KernelSource {
        KernelSource::Compile {
            records: Vec::new(),
        }
    }

    pub fn cached(records: Vec<KernelRecord>) -> KernelSource {
        KernelSource::Cached {
            records,
            next: 0,
            mismatch: None,
        }
    }

    /// The kernel for `instruction`, which passes it `arg_count` buffers: from `compile`
    /// (lowering and code generation), or the next cached record. An `Err` is the reason the
    /// instruction falls back to the interpreter.
    pub fn obtain(
        &mut self,
        instruction: &str,
        arg_count: usize,
        compile: impl FnOnce() -> Result<CompiledKernel, String>,
    ) -> Result<&CompiledKernel, String> {
        let record = match self {
            KernelSource::Compile { records } => {
                records.push(KernelRecord {
                    instruction: instruction.to_string(),
                    arg_count,
                    outcome: compile(),
                });
                records.last()
            }
            KernelSource::Cached {
                records,
                next,
                mismatch,
            } => {
                let record = records.get(*next);
                *next += 1;
                match record.map(|r| misfit(r, instruction, arg_count)) {
                    Some(None) => record,
                    Some(Some(why)) => {
                        mismatch.get_or_insert(why);
                        None
                    }
                    None => {
                        mismatch.get_or_insert(format!(
                            "no kernel record for `{instruction}` (the entry has {})",
                            records.len()
                        ));
                        None
                    }
                }
            }
        };
        match record {
            Some(record) => record.outcome.as_ref().map_err(Clone::clone),
            // The build goes on (nothing runs while building) and `finish` reports it.
            None => Err("cache entry does not fit the module".to_string()),
        }
    }

    /// Every record, in build order; for a replay, an error when any record did not fit or
    /// some were left over.
    pub fn finish(self) -> Result<Vec<KernelRecord>, String> {
        match self {
            KernelSource::Compile { records } => Ok(records),
            KernelSource::Cached {
                mismatch: Some(why),
                ..
            } => Err(why),
            KernelSource::Cached { records, next, .. } if next != records.len() => Err(format!(
                "{} kernel records, {} used by the module",
                records.len(),
                next
            )),
            KernelSource::Cached { records, .. } => Ok(records),
        }
    }
}

/// Why `record` cannot serve `instruction` with `arg_count` buffers, if it cannot.
fn misfit(record: &KernelRecord, instruction: &str, arg_count: usize) -> Option<String> {
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
