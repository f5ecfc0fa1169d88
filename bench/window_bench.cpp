// Benchmarks of the window (Qt's offscreen platform, no display needed):
//  - painting the largest boards the games offer (Nim's 20 columns of 35, the 30 × 30 grid, the
//    row of 200) on a board of 1920 × 1080 logical pixels, at device pixel ratio 1 and 2: the
//    whole widget rendered into an image, labels and marks included, the mouse over a cell;
//  - the window's first frame: the game started from its values, the window built, shown and
//    painted once (Qt's application already running; the program's own start is measured by
//    bench/window_start_and_idle.sh).
#include <benchmark/benchmark.h>

#include <QApplication>
#include <QImage>
#include <QPainter>
#include <QStandardPaths>
#include <cstdlib>
#include <string>
#include <utility>
#include <vector>

#include "catalogue/catalogue.hpp"
#include "games/common_parameters.hpp"
#include "games/grid/grid_game.hpp"
#include "games/nim/nim_game.hpp"
#include "games/row/row_game.hpp"
#include "gui/board_widget.hpp"
#include "gui/main_window.hpp"
#include "play/game_flow.hpp"

namespace marienbad {
namespace {

using GivenValues = std::vector<std::pair<std::string, std::string>>;

std::string repeated(const std::string& item, int times) {
    std::string list = item;
    for (int i = 1; i < times; ++i) {
        list += "," + item;
    }
    return list;
}

// A game of the largest board, the person to move.
struct LargestBoard {
    const GameDescription* game;
    GivenValues given;
};

LargestBoard largest_board(int which) {
    switch (which) {
        case 0:
            return {&NimGame::description(), {{"--piles", repeated("35", 20)}}};
        case 1:
            return {&GridGame::description(),
                    {{"--rows", "30"}, {"--cols", "30"}, {"--banned", "30"}}};
        default:
            return {&RowGame::description(), {{"--length", "200"}}};
    }
}

void open_largest(GameFlow& flow, int which) {
    const LargestBoard board = largest_board(which);
    ParameterValues values(play_parameters(*board.game));
    for (const auto& [name, text] : board.given) {
        values.give(name, text);
    }
    values.give("--level", "3");
    values.give("--first", "human");
    flow.open_game(*board.game, values);
}

const char* board_name(int which) {
    return which == 0 ? "nim_20x35" : which == 1 ? "grid_30x30" : "row_200";
}

void BM_BoardPaint(benchmark::State& state) {
    const int which = static_cast<int>(state.range(0));
    const int ratio = static_cast<int>(state.range(1));
    GameFlow flow(FlowOptions{false, 1, {}});
    open_largest(flow, which);
    BoardWidget board(flow);
    board.set_pitch(200);  // no cap: the cells as large as 1920 × 1080 allows
    board.resize(1920, 1080);
    flow.current_game()->hover(Cell{0, 0});
    QImage image(1920 * ratio, 1080 * ratio, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(ratio);
    for (auto _ : state) {
        QPainter painter(&image);
        board.render(&painter);
        painter.end();
        benchmark::DoNotOptimize(image.constBits());
    }
    state.SetLabel(std::string(board_name(which)) + " at ratio " + std::to_string(ratio));
}
BENCHMARK(BM_BoardPaint)->ArgsProduct({{0, 1, 2}, {1, 2}})->Unit(benchmark::kMillisecond);

void BM_WindowFirstFrame(benchmark::State& state) {
    const int which = static_cast<int>(state.range(0));
    for (auto _ : state) {
        GameFlow flow(FlowOptions{false, 1, {}});
        open_largest(flow, which);
        MainWindow window(flow, WindowOptions{});
        window.resize(1920, 1080);
        window.begin();
        window.show();
        const QPixmap frame = window.grab();
        benchmark::DoNotOptimize(frame.cacheKey());
    }
    state.SetLabel(board_name(which));
}
BENCHMARK(BM_WindowFirstFrame)->DenseRange(0, 2)->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace marienbad

int main(int argc, char** argv) {
    setenv("QT_QPA_PLATFORM", "offscreen", 1);
    QStandardPaths::setTestModeEnabled(true);
    QApplication application(argc, argv);
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv)) {
        return 1;
    }
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
