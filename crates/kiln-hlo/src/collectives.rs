//! What a collective computes when the program runs on one device, which is how Kiln runs
//! every program: one replica, one partition, device id 0.
//!
//! JAX emits collectives even for a single device (`shard_map` or `pmap` over a mesh of one:
//! `psum` is an `all-reduce`, `all_gather` an `all-gather`, `psum_scatter` a `reduce-scatter`,
//! `ppermute` a `collective-permute`, `axis_index` a `partition-id`). On one device each group
//! holds only device 0, so:
//!
//! - `all-reduce`, `all-gather`, `reduce-scatter`, `all-to-all` and `collective-broadcast`
//!   return their operands (one contribution folds to itself, gathers, scatters and broadcasts
//!   over a group of one move nothing);
//! - `collective-permute` returns its operand when a `{0,0}` pair sends device 0 its own data,
//!   and zeros when no pair targets device 0;
//! - `replica-id` and `partition-id` are `0`;
//! - the custom-calls that only annotate sharding or placement (`Sharding`,
//!   `SPMDFullToShardShape`, `SPMDShardToFullShape`, Shardy's `xla.sdy.*` markers,
//!   `MoveToHost`, `MoveToDevice`, `annotate_device_placement`: what `with_sharding_constraint`,
//!   jit's in/out shardings and memory kinds emit) return their operand.
//!
//! A group or a permute pair that names another device needs more devices than Kiln runs on:
//! that is an error naming the instruction, never a silent answer.

use crate::instruction::Instruction;
use crate::opcode::Opcode;

/// What a collective instruction returns on a single device.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SingleDevice {
    /// Its operands: the one operand, or a tuple of all of them when the result is a tuple.
    Operands,
    /// Zeros of the result shape (a `collective-permute` that sends device 0 nothing).
    Zeros,
    /// The device index 0 (`replica-id`, `partition-id`: a `u32` scalar).
    DeviceZero,
}

/// Whether `opcode` is one of the collectives [`single_device`] describes.
pub fn is_single_device_collective(opcode: Opcode) -> bool {
    use Opcode::*;
    matches!(
        opcode,
        AllReduce
            | AllGather
            | ReduceScatter
            | AllToAll
            | CollectiveBroadcast
            | CollectivePermute
            | ReplicaId
            | PartitionId
    )
}

/// Custom-call targets that annotate a value (sharding, placement) and return it unchanged
/// on one device.
const ANNOTATIONS: &[&str] = &[
    "Sharding",
    "SPMDFullToShardShape",
    "SPMDShardToFullShape",
    "MoveToHost",
    "MoveToDevice",
    "annotate_device_placement",
    "LayoutConstraint",
];

/// Whether a custom-call target only annotates its operand (see the module comment).
pub fn is_annotation(target: &str) -> bool {
    ANNOTATIONS.contains(&target) || target.starts_with("xla.sdy.")
}

/// What `instr` computes on one device; `None` if it is not such a collective, an error if it
/// needs other devices or its group attributes cannot be read.
pub fn single_device(instr: &Instruction) -> Option<Result<SingleDevice, String>> {
    use Opcode::*;
    match instr.opcode {
        CustomCall => {
            let target = instr.attrs.custom_call_target.as_deref()?;
            if !is_annotation(target) {
                return None;
            }
            Some(if instr.operands.len() == 1 {
                Ok(SingleDevice::Operands)
            } else {
                Err(format!(
                    "custom-call {target:?} annotates one value, but has {} operands",
                    instr.operands.len()
                ))
            })
        }
        ReplicaId | PartitionId => Some(Ok(SingleDevice::DeviceZero)),
        AllReduce | AllGather | ReduceScatter | AllToAll | CollectiveBroadcast => {
            Some(check_groups(instr).map(|()| SingleDevice::Operands))
        }
        CollectivePermute => Some(permute(instr)),
        _ => None,
    }
}

fn attr<'a>(instr: &'a Instruction, name: &str) -> Option<&'a str> {
    instr
        .attrs
        .other
        .iter()
        .find(|(key, _)| key == name)
        .map(|(_, value)| value.trim())
}

fn too_many_devices(instr: &Instruction, what: String) -> String {
    format!(
        "{} {what}: Kiln runs a program on one device",
        instr.opcode.name()
    )
}

/// Device 0's replica group must hold device 0 alone (`{}` is one group of every device,
/// which on one device is just device 0).
fn check_groups(instr: &Instruction) -> Result<(), String> {
    let Some(text) = attr(instr, "replica_groups") else {
        return Ok(());
    };
    let size = if let Some((dims, _)) = text.split_once("<=") {
        // Iota form `[groups,size]<=[..]..`: every group has `size` members.
        let dims = int_list(dims.trim().trim_start_matches('[').trim_end_matches(']'))
            .ok_or_else(|| format!("cannot read replica_groups={text}"))?;
        match dims.as_slice() {
            [_, size] => *size,
            _ => return Err(format!("cannot read replica_groups={text}")),
        }
    } else {
        let groups =
            nested_lists(text).ok_or_else(|| format!("cannot read replica_groups={text}"))?;
        match groups.iter().find(|g| g.contains(&0)) {
            Some(group) => group.len() as i64,
            None if groups.is_empty() => 1,
            None => {
                return Err(too_many_devices(
                    instr,
                    format!("has no replica group with device 0 (replica_groups={text})"),
                ))
            }
        }
    };
    if size == 1 {
        Ok(())
    } else {
        Err(too_many_devices(
            instr,
            format!("runs over groups of {size} devices (replica_groups={text})"),
        ))
    }
}

/// Device 0 receives from the source of the pair that targets it, if any.
fn permute(instr: &Instruction) -> Result<SingleDevice, String> {
    let text = attr(instr, "source_target_pairs").unwrap_or("{}");
    let pairs =
        nested_lists(text).ok_or_else(|| format!("cannot read source_target_pairs={text}"))?;
    let mut receives = None;
    for pair in &pairs {
        let [source, target] = pair.as_slice() else {
            return Err(format!("cannot read source_target_pairs={text}"));
        };
        if *source != 0 || *target != 0 {
            return Err(too_many_devices(
                instr,
                format!("sends from device {source} to device {target}"),
            ));
        }
        receives = Some(SingleDevice::Operands);
    }
    Ok(receives.unwrap_or(SingleDevice::Zeros))
}

/// `{{0,1},{2}}` as lists; `{}` is empty.
fn nested_lists(text: &str) -> Option<Vec<Vec<i64>>> {
    let inner = text.strip_prefix('{')?.strip_suffix('}')?.trim();
    let mut lists = Vec::new();
    let mut rest = inner;
    while !rest.is_empty() {
        let body = rest.strip_prefix('{')?;
        let close = body.find('}')?;
        lists.push(int_list(&body[..close])?);
        rest = body[close + 1..]
            .trim_start()
            .trim_start_matches(',')
            .trim_start();
    }
    Some(lists)
}

fn int_list(text: &str) -> Option<Vec<i64>> {
    let text = text.trim();
    if text.is_empty() {
        return Some(Vec::new());
    }
    text.split(',').map(|n| n.trim().parse().ok()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse_module;

    /// What the one instruction named `c` of the text computes on one device.
    fn outcome(instr_text: &str) -> Result<SingleDevice, String> {
        let text = format!(
            "HloModule m\nadd {{\n  a = f32[] parameter(0)\n  b = f32[] parameter(1)\n  ROOT s = f32[] add(a, b)\n}}\nENTRY e {{\n  x = f32[4] parameter(0)\n  ROOT c = {instr_text}\n}}\n"
        );
        let module = parse_module(&text).expect("parse");
        let entry = &module.computations[module.entry.index()];
        let instr = entry.instructions.iter().find(|i| i.name == "c").unwrap();
        single_device(instr).expect("a collective")
    }

    #[test]
    fn groups_of_device_zero_alone_return_the_operand() {
        for groups in [
            "{}",
            "{{0}}",
            "{{0},{1}}",
            "{{1},{0},{2}}",
            "[1,1]<=[1]",
            "[4,1]<=[4]",
        ] {
            let text = format!("f32[4] all-reduce(x), replica_groups={groups}, to_apply=add");
            assert_eq!(outcome(&text), Ok(SingleDevice::Operands), "{groups}");
        }
        let gather = "f32[4] all-gather(x), channel_id=1, replica_groups={{0}}, dimensions={0}, use_global_device_ids=true";
        assert_eq!(outcome(gather), Ok(SingleDevice::Operands));
        let broadcast = "f32[4] collective-broadcast(x), channel_id=1, replica_groups={{0}}";
        assert_eq!(outcome(broadcast), Ok(SingleDevice::Operands));
    }

    #[test]
    fn groups_that_need_other_devices_are_errors() {
        for groups in ["{{0,1}}", "{{1,0},{2,3}}", "[1,2]<=[2]", "{{1}}"] {
            let text = format!("f32[4] all-reduce(x), replica_groups={groups}, to_apply=add");
            let err = outcome(&text).unwrap_err();
            assert!(
                err.contains("all-reduce") && err.contains("one device"),
                "{err}"
            );
        }
    }

    #[test]
    fn permutes_copy_their_own_data_or_receive_nothing() {
        let own = "f32[4] collective-permute(x), channel_id=1, source_target_pairs={{0,0}}";
        assert_eq!(outcome(own), Ok(SingleDevice::Operands));
        let none = "f32[4] collective-permute(x), channel_id=1, source_target_pairs={}";
        assert_eq!(outcome(none), Ok(SingleDevice::Zeros));
        let other = "f32[4] collective-permute(x), channel_id=1, source_target_pairs={{0,1},{1,0}}";
        assert!(outcome(other).unwrap_err().contains("device 1"));
    }

    #[test]
    fn sharding_annotations_return_their_operand() {
        for target in [
            "Sharding",
            "xla.sdy.FuncResultSharding",
            "SPMDFullToShardShape",
        ] {
            let text = format!(
                "f32[4] custom-call(x), custom_call_target=\"{target}\", sharding={{replicated}}"
            );
            assert_eq!(outcome(&text), Ok(SingleDevice::Operands), "{target}");
        }
        let text = "f32[4] custom-call(x), custom_call_target=\"lapack_strsm_ffi\"";
        let module_text =
            format!("HloModule m\nENTRY e {{\n  x = f32[4] parameter(0)\n  ROOT c = {text}\n}}\n");
        let module = parse_module(&module_text).expect("parse");
        let entry = &module.computations[module.entry.index()];
        assert!(
            single_device(entry.instr(entry.root)).is_none(),
            "other targets are not annotations"
        );
    }

    #[test]
    fn device_ids_are_zero() {
        assert_eq!(
            outcome("u32[] partition-id()"),
            Ok(SingleDevice::DeviceZero)
        );
        assert_eq!(outcome("u32[] replica-id()"), Ok(SingleDevice::DeviceZero));
    }
}
