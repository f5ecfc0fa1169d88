// The window's start and end: the display, Qt, the language, the signals, the flow opened.
#include "gui/gui_app.hpp"

#include <sys/signalfd.h>
#include <unistd.h>
#include <xcb/xcb.h>
#include <QApplication>
#include <QInputDialog>
#include <QSocketNotifier>
#include <csignal>
#include <cstdio>
#include <cstdlib>

#include "core/excerpt.hpp"
#include "games/common_parameters.hpp"
#include "gui/main_window.hpp"
#include "gui/qt_text.hpp"
#include "gui/qt_translations.hpp"
#include "i18n/i18n.hpp"
#include "play/game_setup.hpp"

namespace marienbad {
namespace {

// Why Qt's X client could not open `display`, asked of libxcb as Qt will ask it (Qt aborts when
// it cannot): empty when it can, with the screen the name asks for.
std::string x_display_problem(const std::string& display) {
    int screen = 0;
    xcb_connection_t* connection = xcb_connect(display.c_str(), &screen);
    const int error = xcb_connection_has_error(connection);
    std::string problem;
    const bool no_such_screen =
        error == XCB_CONN_CLOSED_INVALID_SCREEN ||
        (error == 0 && (screen < 0 || screen >= xcb_setup_roots_length(xcb_get_setup(connection))));
    if (error == XCB_CONN_CLOSED_PARSE_ERR) {
        problem = trf("DISPLAY={0} does not name a display", excerpt(display));
    } else if (no_such_screen) {
        problem = trf("the X server of display {0} has no screen {1}", excerpt(display), screen);
    } else if (error != 0) {
        problem = trf("no X server answers on display {0}", excerpt(display));
    }
    xcb_disconnect(connection);
    return problem;
}

// Qt's messages on the standard error, but for its warning that XDG_RUNTIME_DIR is not set (a
// session without one, as under `su`, loses nothing for it: Qt uses a directory of its own).
void qt_message(QtMsgType type, const QMessageLogContext& context, const QString& message) {
    if (message.startsWith(QLatin1String("QStandardPaths: XDG_RUNTIME_DIR not set"))) {
        return;
    }
    std::fputs(qPrintable(qFormatLogMessage(type, context, message) + QLatin1Char('\n')), stderr);
}

// The course of `plan`, its game chosen in a list first when it names none; false when that
// choice was cancelled.
bool open_course(GameFlow& flow, CoursePlan plan) {
    if (plan.game.empty()) {
        QStringList names;
        std::vector<const FlowEntry*> offered;
        const std::vector<FlowEntry> entries = flow.entries();
        for (const FlowEntry& entry : entries) {
            if (entry.course == plan.kind) {
                names.push_back(qt(entry.text));
                offered.push_back(&entry);
            }
        }
        bool chosen = false;
        const QString name = QInputDialog::getItem(nullptr, qtr("Marienbad"), qtr("Choose a game:"),
                                                   names, 0, false, &chosen);
        if (!chosen) {
            return false;
        }
        plan.game = offered.at(static_cast<std::size_t>(names.indexOf(name)))->game->name();
    }
    flow.open_course(plan);
    return true;
}

// Opens the flow where the window starts; false when nothing is to be played (a course's game
// not chosen).
bool open_flow(GameFlow& flow, GuiStart& start, const WindowSettings& settings) {
    if (start.course) {
        return open_course(flow, *start.course);
    }
    if (start.resumed) {
        flow.resume(*start.game, std::move(start.resumed), start.opening);
    } else if (start.setup) {
        flow.open_setup(*start.setup, with_remembered(*start.game, start.values, settings));
    } else if (start.game != nullptr) {
        if (leaves_questions(*start.game, start.values)) {
            flow.open_form(*start.game, with_remembered(*start.game, start.values, settings));
        } else {
            flow.open_game(*start.game, start.values);
        }
    } else if (settings.last_game) {
        for (const GameDescription* game : flow.games()) {
            if (game->name() == settings.last_game->name) {
                flow.open_form(*game, recalled_values(*game, *settings.last_game));
                return true;
            }
        }
        flow.open_list();
    } else {
        flow.open_list();
    }
    return true;
}

// The window's run in Qt; the signal that stopped it, 0 when the person quit.
int run_window(GuiStart& start, int signal_fd) {
    const Language language = language_from_environment();
    qInstallMessageHandler(qt_message);
    int argc = 1;
    char name[] = "marienbad";
    char* argv[] = {name, nullptr};
    QApplication application(argc, argv);
    QApplication::setApplicationName(QStringLiteral("marienbad"));
    QApplication::setOrganizationName(QStringLiteral("marienbad"));
    // Qt sets the locale from the environment: the language chosen is made active again.
    activate_language(language, default_locale_directory());
    auto qt_texts = install_qt_translations(language);

    const WindowSettings settings = load_window_settings();
    GameFlow flow(FlowOptions{
        .explain = start.explain,
        .seed = start.seed,
        .changed = start.changed,
        .window = true,
        .computer_pace = start.animation ? k_computer_pace : std::chrono::milliseconds(0),
        .coach = start.coach,
        .progress = start.progress,
    });
    if (!open_flow(flow, start, settings)) {
        return 0;
    }
    const char* report = std::getenv("MARIENBAD_LAYOUT_REPORT");
    MainWindow window(flow, WindowOptions{start.animation, settings,
                                          report != nullptr && std::string(report) == "1", language,
                                          [&qt_texts](Language chosen) {
                                              activate_language(chosen, default_locale_directory());
                                              qt_texts.reset();
                                              qt_texts = install_qt_translations(chosen);
                                          }});

    int stop_signal = 0;
    QSocketNotifier stops(signal_fd, QSocketNotifier::Read);
    QObject::connect(&stops, &QSocketNotifier::activated, &window, [&] {
        signalfd_siginfo info{};
        if (read(signal_fd, &info, sizeof(info)) == static_cast<ssize_t>(sizeof(info))) {
            stop_signal = static_cast<int>(info.ssi_signo);
            // Whatever is open (the first new-game dialog, a question) closes, then the window.
            window.stop();
            QApplication::quit();
        }
    });
    if (!window.begin()) {
        return stop_signal;  // cancelled with no game, or stopped by a signal
    }
    window.show();
    QApplication::exec();
    return stop_signal;
}

}  // namespace

void check_display() {
    const auto value = [](const char* name) {
        const char* text = std::getenv(name);
        return std::string(text != nullptr ? text : "");
    };
    // Another platform named (offscreen, wayland...) is Qt's to open.
    const std::string platform = value("QT_QPA_PLATFORM");
    if (!platform.empty() ? !platform.starts_with("xcb") : !value("WAYLAND_DISPLAY").empty()) {
        return;
    }
    const std::string display = value("DISPLAY");
    if (display.empty()) {
        throw DisplayUnavailable(tr("no display to open a window on (DISPLAY is not set)"));
    }
    if (const std::string problem = x_display_problem(display); !problem.empty()) {
        throw DisplayUnavailable(problem);
    }
}

GuiEnd run_gui(GuiStart start) {
    check_display();
    // The stop signals are read from a file descriptor in the event loop, blocked before Qt
    // starts any thread (which inherit the mask).
    sigset_t stops;
    sigemptyset(&stops);
    for (const int signal : {SIGINT, SIGTERM, SIGHUP}) {
        sigaddset(&stops, signal);
    }
    sigset_t previous;
    pthread_sigmask(SIG_BLOCK, &stops, &previous);
    const int signal_fd = signalfd(-1, &stops, SFD_CLOEXEC | SFD_NONBLOCK);
    int stop_signal = 0;
    try {
        stop_signal = run_window(start, signal_fd);
    } catch (...) {
        close(signal_fd);
        pthread_sigmask(SIG_SETMASK, &previous, nullptr);
        throw;
    }
    close(signal_fd);
    if (stop_signal != 0) {
        std::signal(stop_signal, SIG_DFL);
        pthread_sigmask(SIG_SETMASK, &previous, nullptr);
        std::raise(stop_signal);
        return GuiEnd::stopped;
    }
    pthread_sigmask(SIG_SETMASK, &previous, nullptr);
    return GuiEnd::quit;
}

}  // namespace marienbad
