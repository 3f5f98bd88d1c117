//! The fusion pass's working state for one computation: which instructions each prospective
//! fusion ("group") computes, and which group materializes each value.
//!
//! Every instruction starts as a group of its own. Fusing producer `p` into group `g` adds
//! `p` to `g`'s members; `p`'s own group survives while some other group (or the
//! computation's root) still reads `p`, which is how a cheap producer gets duplicated. A
//! value is materialized by at most one group, so the groups form a graph whose edges are
//! "reads a value materialized by". The old computation is only read, never changed.

use kiln_hlo::{Computation, InstrId};
use std::collections::{BTreeSet, HashSet};

pub type GroupId = usize;

/// A prospective fusion: the instructions it computes and the values it outputs.
#[derive(Clone, Debug)]
pub struct Group {
    pub members: BTreeSet<InstrId>,
    /// Values read outside the group; the first is the consumer the group grew from. More
    /// than one only after a multi-output merge.
    pub roots: Vec<InstrId>,
    pub alive: bool,
}

pub struct FusionGraph<'c> {
    pub comp: &'c Computation,
    /// Instructions, operands before users.
    pub order: Vec<InstrId>,
    /// `position[i]`: index of instruction `i` in `order`.
    pub position: Vec<usize>,
    /// Distinct users of every instruction, with the operand indices they read it at.
    users: Vec<Vec<(InstrId, usize)>>,
    pub groups: Vec<Group>,
    /// Groups (alive) that compute each instruction.
    containing: Vec<Vec<GroupId>>,
    /// The group whose roots include each instruction, if it is materialized.
    pub materializer: Vec<Option<GroupId>>,
}

impl<'c> FusionGraph<'c> {
    pub fn new(comp: &'c Computation) -> Self {
        let n = comp.instructions.len();
        let order = comp.post_order();
        let mut position = vec![0; n];
        for (pos, id) in order.iter().enumerate() {
            position[id.index()] = pos;
        }
        let mut users: Vec<Vec<(InstrId, usize)>> = vec![Vec::new(); n];
        for (i, instr) in comp.instructions.iter().enumerate() {
            for (k, op) in instr.operands.iter().enumerate() {
                users[op.index()].push((InstrId(i as u32), k));
            }
        }
        let groups = (0..n)
            .map(|i| Group {
                members: BTreeSet::from([InstrId(i as u32)]),
                roots: vec![InstrId(i as u32)],
                alive: true,
            })
            .collect();
        FusionGraph {
            comp,
            order,
            position,
            users,
            groups,
            containing: (0..n).map(|i| vec![i]).collect(),
            materializer: (0..n).map(Some).collect(),
        }
    }

    /// Users of `value` in the computation, with the operand index they read it at.
    pub fn users(&self, value: InstrId) -> &[(InstrId, usize)] {
        &self.users[value.index()]
    }

    /// The group that still holds `p` alone, if `p` has not been fused away or grown.
    pub fn singleton(&self, p: InstrId) -> Option<GroupId> {
        let g = self.materializer[p.index()]?;
        let group = &self.groups[g];
        (group.members.len() == 1 && group.roots == [p]).then_some(g)
    }

    /// Groups that read materialized `value` from outside (they compute a user of it but not
    /// it), in id order.
    pub fn readers(&self, value: InstrId) -> Vec<GroupId> {
        let mut out: Vec<GroupId> = self.users[value.index()]
            .iter()
            .flat_map(|(u, _)| self.containing[u.index()].iter().copied())
            .filter(|&g| self.groups[g].alive && !self.groups[g].members.contains(&value))
            .collect();
        out.sort_unstable();
        out.dedup();
        out
    }

    /// Whether anything other than group `g` needs `value` materialized.
    pub fn needed_outside(&self, value: InstrId, g: GroupId) -> bool {
        value == self.comp.root || self.readers(value).iter().any(|&r| r != g)
    }

    /// Values group `g` reads from outside, each once, in the order its members (operands
    /// first) read them.
    pub fn inputs(&self, g: GroupId) -> Vec<InstrId> {
        let members = &self.groups[g].members;
        let mut out = Vec::new();
        for m in self.members_in_order(g) {
            for op in &self.comp.instr(m).operands {
                if !members.contains(op) && !out.contains(op) {
                    out.push(*op);
                }
            }
        }
        out
    }

    /// Members of `g`, operands before users.
    pub fn members_in_order(&self, g: GroupId) -> Vec<InstrId> {
        let mut members: Vec<InstrId> = self.groups[g].members.iter().copied().collect();
        members.sort_by_key(|m| self.position[m.index()]);
        members
    }

    /// Members of `members` that use `value`, with the operand index.
    pub fn uses_within<'a>(
        &'a self,
        members: &'a BTreeSet<InstrId>,
        value: InstrId,
    ) -> impl Iterator<Item = (InstrId, usize)> + 'a {
        self.users[value.index()]
            .iter()
            .copied()
            .filter(move |(u, _)| members.contains(u))
    }

    /// Members of `members` computed from `from` (not including it), through members only.
    pub fn downstream(&self, members: &BTreeSet<InstrId>, from: InstrId) -> BTreeSet<InstrId> {
        let mut seen = BTreeSet::new();
        let mut stack = vec![from];
        while let Some(v) = stack.pop() {
            for (u, _) in self.uses_within(members, v) {
                if seen.insert(u) {
                    stack.push(u);
                }
            }
        }
        seen
    }

    /// Members of `members` that `to` is computed from (not including it), through members.
    pub fn upstream(&self, members: &BTreeSet<InstrId>, to: InstrId) -> BTreeSet<InstrId> {
        let mut seen = BTreeSet::new();
        let mut stack = vec![to];
        while let Some(v) = stack.pop() {
            for op in &self.comp.instr(v).operands {
                if members.contains(op) && seen.insert(*op) {
                    stack.push(*op);
                }
            }
        }
        seen
    }

    /// Whether materialized `value` is a reduction's result: a reduce, or the output of a
    /// group that contains one.
    pub fn computed_by_reduction(&self, value: InstrId) -> bool {
        let is_reduce = |i: &InstrId| self.comp.instr(*i).opcode == kiln_hlo::Opcode::Reduce;
        is_reduce(&value)
            || self.materializer[value.index()]
                .is_some_and(|h| self.groups[h].members.iter().any(is_reduce))
    }

    /// Adds producer `p` to group `g`. When nothing else reads `p` any more, its own group
    /// is dropped: `p` now lives only inside `g` (and any other group it was copied into).
    pub fn fuse(&mut self, g: GroupId, p: InstrId) {
        self.groups[g].members.insert(p);
        self.containing[p.index()].push(g);
        if self.needed_outside(p, g) {
            return;
        }
        if let Some(own) = self.materializer[p.index()].filter(|&own| own != g) {
            self.groups[own].alive = false;
            self.containing[p.index()].retain(|&h| h != own);
            self.materializer[p.index()] = None;
        }
    }

    /// Merges group `from` into `into`: one fusion computing both, with both sets of roots.
    pub fn merge(&mut self, into: GroupId, from: GroupId) {
        let moved = std::mem::take(&mut self.groups[from].members);
        for m in &moved {
            let slot = &mut self.containing[m.index()];
            slot.retain(|&h| h != from);
            if !slot.contains(&into) {
                slot.push(into);
            }
        }
        self.groups[into].members.extend(moved);
        let roots = std::mem::take(&mut self.groups[from].roots);
        for r in &roots {
            self.materializer[r.index()] = Some(into);
        }
        self.groups[into].roots.extend(roots);
        self.groups[from].alive = false;
    }

    /// Undoes group `g`: each member it alone computed (its roots, and producers fused only
    /// into it) is materialized again by its own single-instruction group, the one it
    /// started in; members copied from a group that still materializes them are dropped.
    pub fn split(&mut self, g: GroupId) {
        let members = std::mem::take(&mut self.groups[g].members);
        self.groups[g].roots.clear();
        self.groups[g].alive = false;
        for m in members {
            self.containing[m.index()].retain(|&h| h != g);
            let materialized_elsewhere = self.materializer[m.index()].is_some_and(|h| h != g);
            if materialized_elsewhere {
                continue;
            }
            // `m`'s own group is `g` itself or dead: a live group keeps the instruction it
            // started from, and materializes it.
            let own = m.index();
            self.groups[own] = Group {
                members: BTreeSet::from([m]),
                roots: vec![m],
                alive: true,
            };
            self.containing[m.index()].push(own);
            self.materializer[m.index()] = Some(own);
        }
    }

    /// Whether group `a` reads, directly or through other groups, a value group `b` outputs.
    pub fn depends_on(&self, a: GroupId, b: GroupId) -> bool {
        // Values only depend on values earlier in post order, so a group whose roots all come
        // before `b`'s first root cannot lead to `b`.
        let first_root_of_b = self.root_positions(b).min().unwrap_or(0);
        let mut seen: HashSet<GroupId> = HashSet::new();
        let mut stack = vec![a];
        while let Some(g) = stack.pop() {
            for input in self.inputs(g) {
                let Some(h) = self.materializer[input.index()] else {
                    continue;
                };
                if h == b {
                    return true;
                }
                let may_reach_b = self.root_positions(h).max().unwrap_or(0) > first_root_of_b;
                if may_reach_b && seen.insert(h) {
                    stack.push(h);
                }
            }
        }
        false
    }

    fn root_positions(&self, g: GroupId) -> impl Iterator<Item = usize> + '_ {
        self.groups[g]
            .roots
            .iter()
            .map(|r| self.position[r.index()])
    }

    /// Live groups, in id order.
    pub fn live_groups(&self) -> impl Iterator<Item = GroupId> + '_ {
        (0..self.groups.len()).filter(|&g| self.groups[g].alive)
    }
}
