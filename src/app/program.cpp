// Runs the command the command line names and turns every failure into an exit code.
#include "app/program.hpp"

#include <exception>
#include <ostream>

#include "app/bench_command.hpp"
#include "app/command_line.hpp"
#include "app/exit_codes.hpp"
#include "app/grid_command.hpp"
#include "app/menu.hpp"
#include "app/misere_command.hpp"
#include "app/nim_command.hpp"
#include "app/octal_command.hpp"
#include "app/row_command.hpp"
#include "app/solve_grid_command.hpp"
#include "app/solve_nim_command.hpp"
#include "app/solve_octal_command.hpp"
#include "app/solve_row_command.hpp"
#include "app/usage_error.hpp"
#include "i18n/i18n.hpp"

namespace marienbad {

int run_program(int argc, const char* const* argv, const ProgramStreams& streams) {
    const Language language =
        find_language_option(argc, argv).value_or(language_from_environment());
    activate_language(language, default_locale_directory());
    try {
        const CommandLine command_line = parse_command_line(argc, argv);
        Console console(streams.input, streams.output, !streams.input_is_terminal);
        switch (command_line.command) {
            case Command::help:
            case Command::version:
                streams.output << command_line.help_text << std::flush;
                return k_exit_ok;
            case Command::menu:
                return run_menu(console);
            case Command::nim:
                return run_nim_command(command_line.nim, console);
            case Command::grid:
                return run_grid_command(command_line.grid, console);
            case Command::row:
                return run_row_command(command_line.row, console);
            case Command::solve_grid:
                streams.output << solve_grid_report(command_line.solve_grid) << std::flush;
                return k_exit_ok;
            case Command::solve_nim:
                streams.output << solve_nim_report(command_line.solve_nim) << std::flush;
                return k_exit_ok;
            case Command::solve_row:
                streams.output << solve_row_report(command_line.solve_row) << std::flush;
                return k_exit_ok;
            case Command::solve_octal:
                streams.output << solve_octal_report(command_line.solve_octal) << std::flush;
                return k_exit_ok;
            case Command::misere:
                streams.output << misere_report(command_line.misere) << std::flush;
                return k_exit_ok;
            case Command::octal:
                streams.output << octal_report(command_line.octal) << std::flush;
                return k_exit_ok;
            case Command::bench:
                streams.output << run_bench() << std::flush;
                return k_exit_ok;
        }
    } catch (const UsageError& error) {
        streams.errors << "marienbad: " << error.what() << '\n';
        return k_exit_usage;
    } catch (const std::exception& error) {
        streams.errors << "marienbad: " << trf("internal error: {0}", error.what()) << '\n';
        return k_exit_failure;
    }
    return k_exit_failure;
}

}  // namespace marienbad
