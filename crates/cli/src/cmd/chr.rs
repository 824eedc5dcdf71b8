//! (in progress)
use std::process::ExitCode;

/// Subcommands.
#[derive(clap::Subcommand)]
pub enum Command {
    /// Not implemented yet.
    Todo,
}

/// Runs the subcommand.
pub fn run(_cmd: Command) -> anyhow::Result<ExitCode> {
    anyhow::bail!("not implemented yet")
}
