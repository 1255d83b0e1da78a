#!/usr/bin/env python3
"""The tuning page's speed, in a real browser: a parameter change redrawn, and the API's `fit`.

    /usr/bin/python3 bench/serve.py [--binary PATH] [--changes 60] [--requests 300]

Without --binary, builds springlab as the README installs it (release, static)
and runs that. Starts `springlab serve --port 0` and headless Chromium
(scripts/page_session.py), then measures:

  redraw   a slider of the page moved (its `input` event), to the frame the
           browser paints with the new numbers, curve and restarted preview
           (the page's own clock: `window.springlab.lastRedrawMs`); the
           median and 90th percentile of --changes changes, each to a new
           value, after 10 to warm up
  api fit  `GET /api/fit?spring=swiftui:duration=0.5,bounce=0.3` on one
           kept-alive connection, request sent to answer read; the median and
           90th percentile of --requests requests, after 20 to warm up

and prints each with PASS or FAIL against its budget: redraw ≤ 50 ms and
api fit ≤ 10 ms at the median. The exit status is 0 when both pass.
"""
import argparse
import http.client
import statistics
import subprocess
import sys
import time
import urllib.parse
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
from page_session import Server, chromium, wait_for  # noqa: E402


def release_binary() -> Path:
    command = ["swift", "build", "-c", "release", "-Xswiftc", "-static-executable", "--product", "springlab"]
    subprocess.run(command, cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    path = subprocess.run(command[:-2] + ["--show-bin-path"], cwd=ROOT, check=True, capture_output=True, text=True)
    return Path(path.stdout.strip()) / "springlab"


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def redraws(driver, url: str, changes: int) -> list:
    driver.get(url + "?spring=swiftui:duration=0.5,bounce=0.3&for=compose")
    if not wait_for(driver, "window.springlab && window.springlab.ready", 30):
        raise SystemExit("bench/serve.py: the page never got ready")
    times = []
    for change in range(10 + changes):
        count = driver.execute_script("return window.springlab.redraws;")
        # Slider positions 100…900 of 1000 in turn: each change a new spring.
        position = 100 + (change * 37) % 800
        driver.execute_script(
            "const s = document.querySelector('.parameter[data-name=bounce] input[type=range]');"
            "s.value = String(arguments[0]); s.dispatchEvent(new Event('input'));", position)
        if not wait_for(driver, f"window.springlab.redraws > {count}", 10):
            raise SystemExit("bench/serve.py: a change was never redrawn")
        if change >= 10:
            times.append(driver.execute_script("return window.springlab.lastRedrawMs;"))
        time.sleep(0.05)
    return times


def api_fits(url: str, requests: int) -> list:
    address = urllib.parse.urlsplit(url)
    connection = http.client.HTTPConnection(address.hostname, address.port)
    path = "/api/fit?" + urllib.parse.urlencode({"spring": "swiftui:duration=0.5,bounce=0.3"})
    times = []
    for index in range(20 + requests):
        started = time.perf_counter()
        connection.request("GET", path)
        response = connection.getresponse()
        body = response.read()
        elapsed = (time.perf_counter() - started) * 1000
        if response.status != 200 or not body.startswith(b"{"):
            raise SystemExit(f"bench/serve.py: /api/fit answered {response.status}")
        if index >= 20:
            times.append(elapsed)
    connection.close()
    return times


def main() -> int:
    parser = argparse.ArgumentParser(description="Time the tuning page's redraw and the API's fit.")
    parser.add_argument("--binary", type=Path)
    parser.add_argument("--changes", type=int, default=60)
    parser.add_argument("--requests", type=int, default=300)
    options = parser.parse_args()
    binary = (options.binary or release_binary()).resolve()
    server = Server(binary)
    driver = chromium()
    try:
        redraw = redraws(driver, server.url, options.changes)
        fit = api_fits(server.url, options.requests)
    finally:
        driver.quit()
        server.stop()
    passed = True
    for name, times, budget in (("redraw", redraw, 50), ("api fit", fit, 10)):
        median = statistics.median(times)
        verdict = "PASS" if median <= budget else "FAIL"
        passed &= verdict == "PASS"
        print(f"{name:8} median {median:7.2f} ms   p90 {percentile(times, 0.9):7.2f} ms   "
              f"({len(times)} runs; budget {budget} ms at the median: {verdict})")
    return 0 if passed else 1


if __name__ == "__main__":
    sys.exit(main())
