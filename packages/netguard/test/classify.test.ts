import { describe, expect, it } from "vitest";
import { classifyAddress } from "../src/index";

describe("classifyAddress", () => {
  it.each([
    ["127.0.0.1", "loopback"],
    ["127.255.255.254", "loopback range"],
    ["0.0.0.0", "unspecified"],
    ["10.0.0.1", "private 10/8"],
    ["172.16.0.1", "private 172.16/12"],
    ["172.31.255.255", "private 172.16/12 upper end"],
    ["192.168.1.1", "private 192.168/16"],
    ["169.254.169.254", "link-local (cloud metadata)"],
    ["100.64.0.1", "CGNAT"],
    ["224.0.0.1", "multicast"],
    ["255.255.255.255", "broadcast"],
    ["240.0.0.1", "reserved"],
    ["192.0.2.10", "documentation TEST-NET-1"],
    ["198.51.100.7", "documentation TEST-NET-2"],
    ["203.0.113.9", "documentation TEST-NET-3"],
    ["198.18.0.1", "benchmarking"],
    ["::1", "IPv6 loopback"],
    ["[::1]", "IPv6 loopback in brackets"],
    ["::", "IPv6 unspecified"],
    ["fe80::1", "IPv6 link-local"],
    ["fd00::1", "unique-local"],
    ["fc00::1", "unique-local fc00::/7"],
    ["ff02::1", "IPv6 multicast"],
    ["2001:db8::1", "IPv6 documentation"],
    ["::ffff:127.0.0.1", "IPv4-mapped loopback"],
    ["::ffff:7f00:1", "IPv4-mapped loopback, hex form"],
    ["::ffff:10.1.2.3", "IPv4-mapped private"],
    ["::ffff:169.254.169.254", "IPv4-mapped metadata"],
    ["64:ff9b::7f00:1", "NAT64 of loopback"],
    ["64:ff9b::a00:1", "NAT64 of 10.0.0.1"],
    ["2002:7f00:1::", "6to4 of loopback"],
    ["2002:c0a8:101::1", "6to4 of 192.168.1.1"],
    ["2001:0:4136:e378:8000:63bf:3fff:fdd2", "Teredo"],
    ["4000::1", "outside 2000::/3"],
    ["not-an-ip", "not an address at all"],
  ])("%s (%s) is forbidden", (ip) => {
    expect(classifyAddress(ip)).toBe("forbidden");
  });

  it.each([
    ["93.184.215.14", "public IPv4"],
    ["8.8.8.8", "public DNS"],
    ["2606:4700:4700::1111", "public IPv6"],
    ["::ffff:8.8.8.8", "IPv4-mapped public"],
    ["64:ff9b::808:808", "NAT64 of 8.8.8.8"],
    ["2002:808:808::1", "6to4 of 8.8.8.8"],
  ])("%s (%s) is public", (ip) => {
    expect(classifyAddress(ip)).toBe("public");
  });
});
