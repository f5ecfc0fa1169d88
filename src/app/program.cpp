// Runs the command the command line names and turns every failure into an exit code.
#include "app/program.hpp"

#include <exception>
#include <new>
#include <ostream>

#include "app/command_line.hpp"
#include "app/course_command.hpp"
#include "app/exit_codes.hpp"
#include "app/game_command.hpp"
#include "app/menu.hpp"
#include "app/progress_line.hpp"
#include "core/excerpt.hpp"
#include "games/usage_error.hpp"
#include "i18n/i18n.hpp"

namespace marienbad {

int run_program(int argc, const char* const* argv, const ProgramStreams& streams) {
    const Language language =
        find_language_option(argc, argv).value_or(language_from_environment());
    activate_language(language, default_locale_directory());
    try {
        const CommandLine command_line = parse_command_line(argc, argv);
        Console console(streams.input, streams.output, !streams.input_is_terminal,
                        streams.output_width);
        switch (command_line.kind) {
            case CommandLine::Kind::help:
                streams.output << command_line.help_text << std::flush;
                return k_exit_ok;
            case CommandLine::Kind::menu:
                return run_menu(command_line.values, console);
            case CommandLine::Kind::play:
                return run_game(*command_line.game, command_line.values, console,
                                command_line.setup);
            case CommandLine::Kind::course:
                return run_course(*command_line.course, command_line.values, console);
            case CommandLine::Kind::report: {
                std::string report;
                {
                    ProgressLine progress(streams.errors, streams.errors_is_terminal);
                    const ReportContext context{
                        [&progress](const std::string& text) { progress.show(text); }};
                    report = command_line.report.report(command_line.values, context);
                }
                streams.output << report << std::flush;
                return k_exit_ok;
            }
        }
    } catch (const UsageError& error) {
        streams.errors << "marienbad: " << one_line(error.what()) << '\n';
        return k_exit_usage;
    } catch (const std::bad_alloc&) {
        // Past what the machine gives, though within the program's own limits (docs/guide.md,
        // "Limits").
        streams.errors << "marienbad: " << tr("not enough memory for this on this machine") << '\n';
        return k_exit_usage;
    } catch (const std::exception& error) {
        streams.errors << "marienbad: " << trf("internal error: {0}", one_line(error.what()))
                       << '\n';
        return k_exit_failure;
    }
    return k_exit_failure;
}

}  // namespace marienbad
